import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { listen } from '../src/server-kit/listen.ts';

/** Headers of one hop only, which HTTP/2 refuses and the BFF need not see. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);

const forwarded = (headers: NodeJS.Dict<string | string[]>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

export interface TlsFront {
  port: number;
  close(): Promise<void>;
}

/**
 * What a partner puts before its BFF in production: TLS with HTTP/2 (and
 * HTTP/1.1 for clients without it), answering with what the BFF at
 * 127.0.0.1:`target()` answers. The certificate is self-signed for
 * 127.0.0.1, made by `openssl` into `dir`; the browser is told to accept it.
 */
export async function startTlsFront(target: () => number, dir: string): Promise<TlsFront> {
  const key = join(dir, 'front-key.pem');
  const cert = join(dir, 'front-cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' });
  const tls = { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true };
  const server = createSecureServer(tls, (req, res) => {
    const headers = { ...forwarded(req.headers), host: `127.0.0.1:${target()}` };
    const upstream = request({ host: '127.0.0.1', port: target(), method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await listen(server, 0, '127.0.0.1');
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
