import { createServer, request } from 'node:http';
import { listen } from '../src/server-kit/listen.ts';

export interface Counts { byPath: Map<string, number>; status429: number }

/**
 * Sits between the BFF and the Partner API and counts what goes upstream,
 * so the bench sees the BFF's real upstream traffic, not its own claims.
 */
export async function startCountingProxy(
  upstream: URL,
): Promise<{ url: string; counts: Counts; close(): Promise<void> }> {
  const counts: Counts = { byPath: new Map(), status429: 0 };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    counts.byPath.set(`${req.method} ${path}`, (counts.byPath.get(`${req.method} ${path}`) ?? 0) + 1);
    const { hostname: host, port: upstreamPort } = upstream;
    const target = { host, port: upstreamPort, path: req.url, method: req.method, headers: req.headers };
    const out = request(target, (up) => {
      if (up.statusCode === 429) counts.status429 += 1;
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  const url = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  return { url, counts, close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}
