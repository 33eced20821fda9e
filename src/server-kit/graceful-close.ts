import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface GracefulCloseOptions {
  /**
   * How long requests under way may take to finish once closing begins; then their sockets are destroyed. One
   * client that never sends the rest of its body (or never reads its answer) must not hold a shutdown forever.
   */
  deadlineMs?: number;
}

/** Long enough for any answer of these servers; short enough for an orchestrator's stop timeout (often 30 s). */
const DEFAULT_DEADLINE_MS = 10_000;

/**
 * Closes an HTTP server without waiting on keep-alive sockets: idle ones
 * (also those a client opened ahead and never used) end at once, busy ones
 * as soon as their last response has finished, or at the deadline. Start
 * tracking right after creating the server.
 */
export function gracefulCloser(server: Server, options: GracefulCloseOptions = {}): () => Promise<void> {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
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
    const deadline = setTimeout(() => {
      for (const socket of busy.keys()) socket.destroy();
    }, deadlineMs);
    server.close((error) => {
      clearTimeout(deadline);
      if (error) reject(error);
      else resolve();
    });
    for (const [socket, requests] of busy) if (requests === 0) socket.destroy();
  });
}
