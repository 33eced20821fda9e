import { connect, createServer, type Socket } from 'node:net';
import { listen } from '../src/server-kit/listen.ts';

export interface LinkShape {
  /** Round trip: each byte takes half of it each way, and a new connection waits one (its SYN) before sending. */
  rttMs: number;
  /** Bytes a millisecond towards the browser. */
  downBytesPerMs: number;
}

export interface LatencyLink {
  port: number;
  close(): Promise<void>;
}

/**
 * Writes chunks in the order given, each at its time, with one timer at a
 * time: timers of different lengths set at different moments may fire in
 * either order within a millisecond, and bytes of a TCP stream must not swap.
 * `null` ends the stream once what came before it is written.
 */
function inOrder(target: Socket) {
  const queue: Array<{ at: number; chunk: Buffer | null }> = [];
  let timer: NodeJS.Timeout | undefined;
  const drain = () => {
    timer = undefined;
    while (queue.length && queue[0]!.at <= performance.now()) {
      const { chunk } = queue.shift()!;
      if (chunk) target.write(chunk);
      else target.end();
    }
    if (queue.length) timer = setTimeout(drain, queue[0]!.at - performance.now());
  };
  return (at: number, chunk: Buffer | null) => {
    queue.push({ at, chunk });
    timer ??= setTimeout(drain, at - performance.now());
  };
}

/**
 * A TCP link to 127.0.0.1:`target()` with a mobile network's shape, where
 * Chromium's own throttling (DevTools' latency) delays each request but not
 * the setting up of a connection or its TLS handshake: here every packet
 * pays the round trip, so a connection a page opens costs what it costs on a
 * phone. Slow start is not modelled.
 */
export async function startLatencyLink(target: () => number, shape: LinkShape): Promise<LatencyLink> {
  const oneWay = shape.rttMs / 2;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target(), '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    const toServer = inOrder(upstream);
    const toBrowser = inOrder(client);
    // The browser's first bytes leave once the SYN came back, and take half a round trip more.
    let upAt = performance.now() + shape.rttMs + oneWay;
    let downAt = 0;
    client.on('data', (chunk) => toServer(upAt = Math.max(performance.now() + oneWay, upAt), chunk));
    client.on('end', () => toServer(upAt = Math.max(performance.now() + oneWay, upAt), null));
    upstream.on('data', (chunk) => {
      downAt = Math.max(performance.now() + oneWay, downAt) + chunk.length / shape.downBytesPerMs;
      toBrowser(downAt, chunk);
    });
    upstream.on('end', () => toBrowser(downAt = Math.max(performance.now() + oneWay, downAt), null));
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', cut);
    upstream.on('error', cut);
  });
  const port = await listen(server, 0, '127.0.0.1');
  return {
    port,
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}
