import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closes an HTTP server without waiting on keep-alive sockets: idle ones
 * (also those a client opened ahead and never used) end at once, busy ones
 * as soon as their last response has finished. Start tracking right after
 * creating the server.
 */
export function gracefulCloser(server: Server): () => Promise<void> {
  const busy = new Map<Socket, number>();
  let closing = false;
  const release = (socket: Socket) => {
    const requests = busy.get(socket);
    // A client that hangs up mid-response (an event stream, say) closes the socket first:
    // it is no longer tracked, and setting it again would keep a dead socket until shutdown.
    if (requests === undefined) return;
    busy.set(socket, requests - 1);
    if (closing && requests === 1) socket.destroy();
  };
  server.on('connection', (socket: Socket) => {
    busy.set(socket, 0);
    socket.once('close', () => busy.delete(socket));
  });
  server.on('request', (request, response) => {
    const { socket } = request;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once('close', () => release(socket));
  });
  return () => new Promise<void>((resolve, reject) => {
    closing = true;
    server.close((error) => (error ? reject(error) : resolve()));
    for (const [socket, requests] of busy) if (requests === 0) socket.destroy();
  });
}
