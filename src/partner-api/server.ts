import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createPartnerApiApp } from './app.ts';
import { openPartnerApiService } from './service.ts';
import { localUrl, type PartnerApiSettings } from './settings.ts';

export { createPartnerApiApp } from './app.ts';
export { openPartnerApiService, type PartnerApiService } from './service.ts';

export interface RunningPartnerApi {
  /** The public URL (payment links and PDFs point here). */
  url: string;
  close(): Promise<void>;
}

/** Listens, opens the data dir and starts the lifecycle and webhook workers. */
export async function startPartnerApi(settings: PartnerApiSettings): Promise<RunningPartnerApi> {
  let handle: ((req: Request) => Response | Promise<Response>) | undefined;
  const server = createAdaptorServer({
    fetch: (req) => handle?.(req) ?? new Response('Starting', { status: 503, headers: { 'Retry-After': '1' } }),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const closeServer = () => new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });

  const { port } = server.address() as AddressInfo;
  const url = settings.publicUrl ?? localUrl(settings.host, port);
  let service;
  try {
    service = openPartnerApiService(settings, url);
  } catch (err) {
    await closeServer();
    throw err;
  }
  const app = createPartnerApiApp(service);
  handle = (req) => app.fetch(req);
  service.startWorkers();

  let closing: Promise<void> | undefined;
  return {
    url,
    close: () => (closing ??= closeServer().then(() => service.close())),
  };
}
