import { createServer, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request as it went through, told when the chosen upstream's answer starts. */
export interface Exchange {
  method: string;
  /** Path and query, as the client sent them. */
  url: string;
  /** The upstream that answered (a base URL as given to the proxy). */
  target: string;
  status: number;
  /** Date.now() when the request came in, and when the upstream's status line came back. */
  startedAt: number;
  answeredAt: number;
}

export interface ProxyOptions {
  /** Told of each request when it is on its way to `target`, before its answer. */
  onRequest?(request: { method: string; url: string; target: string; at: number }): void;
  /**
   * Told of each answer before the client sees any of it; the client waits for
   * the returned promise, so a test can hold an answer back (say, while it
   * kills the instance that would have received it).
   */
  onResponse?(exchange: Exchange): void | Promise<void>;
}

export interface RoundRobinProxy {
  url: string;
  /** Adds an upstream (a base URL such as http://127.0.0.1:4000) to the rotation. */
  add(target: string): void;
  /** Takes an upstream out of the rotation, as a health check that saw it go would. */
  markDead(target: string): void;
  /** Upstreams still in the rotation. */
  live(): string[];
  close(): Promise<void>;
}

/** Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection and are not forwarded. */
const HOP_BY_HOP = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer',
  'transfer-encoding', 'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set((String(headers.connection ?? '')).split(',').map((h) => h.trim().toLowerCase()));
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)));
}

/**
 * A small reverse proxy on 127.0.0.1, like a load balancer in front of a
 * fleet: each new request goes to the next live upstream in turn, bodies
 * stream both ways (Server-Sent Events included), and an upstream that
 * refuses the connection (a killed instance) is dropped from the rotation and
 * the request, which has sent nothing yet, goes to the next one. An answer cut
 * mid-way is ended for an event stream (its client reconnects, as an
 * EventSource does) and reset otherwise, so the client sees the failure.
 */
export async function startRoundRobinProxy(
  targets: string[] = [],
  options: ProxyOptions = {},
): Promise<RoundRobinProxy> {
  const rotation = targets.map((t) => t.replace(/\/$/, ''));
  let next = 0;
  const sockets = new Set<Socket>();

  const pick = (tried: Set<string>): string | undefined => {
    for (let i = 0; i < rotation.length; i++) {
      const target = rotation[(next + i) % rotation.length]!;
      if (tried.has(target)) continue;
      next = (next + i + 1) % rotation.length;
      return target;
    }
    return undefined;
  };
  const markDead = (target: string) => {
    const at = rotation.indexOf(target.replace(/\/$/, ''));
    if (at === -1) return;
    rotation.splice(at, 1);
    if (next > at) next -= 1;
    if (next >= rotation.length) next = 0;
  };

  const server = createServer((req, res) => {
    const startedAt = Date.now();
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const headers = { ...endToEnd(req.headers), 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' };
    const tried = new Set<string>();
    let upstreamRequest: ReturnType<typeof request> | undefined;
    // A client that goes (a widget closing its event stream) lets the upstream know at once.
    res.on('close', () => {
      if (!res.writableFinished) upstreamRequest?.destroy();
    });

    const send = () => {
      const target = pick(tried);
      if (target === undefined) {
        res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`no upstream took the request (tried ${tried.size})\n`);
        return;
      }
      tried.add(target);
      const { hostname, port } = new URL(target);
      options.onRequest?.({ method, url, target, at: Date.now() });
      let connected = false;
      // One connection per request: a pooled socket to an instance that has just died would fail as a reset,
      // which could not be told apart from a request the instance had already begun.
      const out = request({ host: hostname, port, method, path: url, headers, agent: false });
      upstreamRequest = out;
      out.on('socket', (socket) => {
        socket.once('connect', () => {
          connected = true;
          // The body is read only once the upstream took the connection, so a refused one can go elsewhere whole.
          req.pipe(out);
        });
      });
      out.on('error', (error: NodeJS.ErrnoException) => {
        if (!connected && error.code === 'ECONNREFUSED' && !res.headersSent && !res.destroyed) {
          markDead(target);
          send();
          return;
        }
        if (!res.headersSent) {
          if (!res.destroyed) res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`upstream ${target}: ${error.message}\n`);
          return;
        }
        cut(res.getHeader('content-type'));
      });
      out.on('response', (answer: IncomingMessage) => {
        const status = answer.statusCode ?? 502;
        const held = options.onResponse?.({ method, url, target, status, startedAt, answeredAt: Date.now() });
        void Promise.resolve(held).then(() => {
          if (res.destroyed) {
            answer.destroy();
            return;
          }
          res.writeHead(status, answer.statusMessage, endToEnd(answer.headers));
          // Event streams must reach the client as each event is written, not when a buffer fills.
          res.flushHeaders();
          answer.on('data', (chunk: Buffer) => {
            if (!res.write(chunk)) answer.pause();
          });
          res.on('drain', () => answer.resume());
          answer.on('end', () => res.end());
          answer.on('error', () => cut(answer.headers['content-type']));
          answer.on('close', () => {
            if (!answer.complete) cut(answer.headers['content-type']);
          });
        });
      });
    };

    const cut = (contentType: unknown) => {
      if (res.writableEnded || res.destroyed) return;
      if (String(contentType ?? '').startsWith('text/event-stream')) res.end();
      else res.destroy();
    };

    send();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    add: (target) => {
      rotation.push(target.replace(/\/$/, ''));
    },
    markDead,
    live: () => rotation.slice(),
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
