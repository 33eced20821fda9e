import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningPartnerApi } from '../../src/partner-api/server.ts';
import { send, startApi, STANDARD_KEY } from './support/attacker.ts';

/** Issue 16, finding 4 (the Partner API's part): what its answers tell browsers and caches, and what it logs. */
let api: RunningPartnerApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  vi.restoreAllMocks();
});

const auth = { Authorization: `Bearer ${STANDARD_KEY}` };

describe('Partner API answers (issue 16)', () => {
  it('keep personal data out of caches and out of content sniffing', async () => {
    api = await startApi({ PARTNER_API_SANDBOX: 'true' });
    for (const path of ['/public/users', '/public/orders', '/public/account', '/public/webhook-endpoint']) {
      const res = await send(`${api.url}${path}`, { headers: auth });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
    const refused = await send(`${api.url}/public/users`);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  it('give /docs a content security policy that runs no script and lets nobody frame it', async () => {
    api = await startApi();
    const res = await send(`${api.url}/docs`);
    expect(res.status).toBe(200);
    const csp = res.headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('send HSTS when the public URL is https, and not over plain http', async () => {
    api = await startApi({ PARTNER_API_PUBLIC_URL: 'https://partner-api.example' });
    for (const path of ['/docs', '/openapi.json', '/public/users', '/panel/api/session']) {
      const res = await send(`${api.localUrl}${path}`, { headers: auth });
      expect(res.headers['strict-transport-security'], path).toMatch(/^max-age=\d{7,}/);
    }
    await api.close();
    api = await startApi();
    expect((await send(`${api.url}/docs`)).headers['strict-transport-security']).toBeUndefined();
  });

  it('refuse a panel change whose Origin matches a forged Host instead of the public URL', async () => {
    api = await startApi();
    const forged = await send(`${api.url}/panel/api/session`, {
      method: 'POST',
      headers: { Host: 'rebound.attacker.example', Origin: 'http://rebound.attacker.example' },
      body: JSON.stringify({ api_key: STANDARD_KEY }),
    });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.text)).toMatchObject({ code: 'cross_origin_refused' });
    expect(forged.headers['set-cookie']).toBeUndefined();
  });

  it('log an upload the client gave up on as a client abort: one line, no stack, no server error', async () => {
    const lines: unknown[][] = [];
    for (const level of ['error', 'warn', 'log', 'info'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => { lines.push(args); });
    }
    api = await startApi({ PARTNER_API_SANDBOX: 'true' });
    const { port } = new URL(api.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(['POST /public/orders HTTP/1.1', `Host: 127.0.0.1:${port}`, `Authorization: Bearer ${STANDARD_KEY}`,
      'Idempotency-Key: abandoned-upload-0001', 'Content-Type: application/json', 'Content-Length: 5000', '', '{"order_has_been_paid": tr'].join('\r\n'));
    // A round trip on another connection: by its answer the server is reading the upload's body.
    expect((await send(`${api.url}/openapi.json`)).status).toBe(200);
    socket.destroy();
    await vi.waitFor(() => expect(lines.flat().join(' ')).toContain('/public/orders'));
    expect(lines.flat().filter((arg) => arg instanceof Error)).toEqual([]);
    expect(lines.map((line) => line.join(' '))).toEqual([expect.stringMatching(/client closed the request.*POST \/public\/orders/)]);
  });
});
