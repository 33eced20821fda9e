import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPartnerApiSettings } from '../../../src/partner-api/settings.ts';
import { startPartnerApi, type PartnerApiStartOptions, type RunningPartnerApi } from '../../../src/partner-api/server.ts';

export const STANDARD_KEY = 'sk_test_standard_sandbox';

/** A Partner API on a real port of 127.0.0.1 over a fresh SQLite file, with these settings on top of the test ones. */
export function startApi(
  env: Record<string, string> = {}, options: PartnerApiStartOptions = {},
): Promise<RunningPartnerApi> {
  return startPartnerApi(loadPartnerApiSettings({
    PARTNER_API_PORT: '0',
    PARTNER_API_DATA_DIR: mkdtempSync(join(tmpdir(), 'security-')),
    PARTNER_API_PROVIDER_DELAY_MS: '30',
    PARTNER_API_WEBHOOK_RETRY_BASE_MS: '60000',
    ...env,
  }), options);
}

export interface Answer { status: number; headers: http.IncomingHttpHeaders; text: string }

/**
 * One raw HTTP request, as an attacker sends it: any Host header, and from any loopback address (`from`:
 * 127.0.0.2, 127.0.0.3, ... are other machines as far as the server can tell).
 */
export function send(url: string, init: {
  method?: string; headers?: Record<string, string>; body?: string; from?: string;
} = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: init.method ?? 'GET',
      headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
      ...(init.from ? { localAddress: init.from } : {}),
      agent: false,
    }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => { text += chunk; }).on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Signs in to the panel as a browser on the service's own origin would, and returns the session cookie. */
export async function panelCookie(apiUrl: string, key = STANDARD_KEY, from?: string): Promise<string> {
  const res = await send(`${apiUrl}/panel/api/session`, {
    method: 'POST', headers: { Origin: new URL(apiUrl).origin }, body: JSON.stringify({ api_key: key }), ...(from ? { from } : {}),
  });
  if (res.status !== 201) throw new Error(`sign-in: ${res.status} ${res.text}`);
  return String(res.headers['set-cookie']?.[0]).split(';')[0] as string;
}

/** A call to the panel's API with a session cookie, from the panel's own origin. */
export const panelCall = (
  apiUrl: string, cookie: string, path: string, init: { method?: string; json?: unknown } = {},
) =>
  send(`${apiUrl}/panel/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Origin: new URL(apiUrl).origin, Cookie: cookie },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });

export interface InternalService {
  url: string;
  port: number;
  /** Every request it got: path and Host header. */
  hits: Array<{ path: string; host: string }>;
  close(): Promise<void>;
}

/** The "secret internal service": a real HTTP server on 127.0.0.1 whose answer must never leave the service. */
export async function startInternalService(
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('TOP-SECRET internal admin token=hunter2');
  },
): Promise<InternalService> {
  const hits: InternalService['hits'] = [];
  const server = http.createServer((req, res) => {
    hits.push({ path: req.url ?? '', host: req.headers.host ?? '' });
    req.resume().on('end', () => answer(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
