import type { AddressInfo, Server } from 'node:net';

/** Binds the server (port 0: the system picks a free one) and resolves with the port it got. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
