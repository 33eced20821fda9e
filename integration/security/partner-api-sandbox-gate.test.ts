import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningPartnerApi } from '../../src/partner-api/server.ts';
import { send, startApi } from './support/attacker.ts';

/**
 * Issue 16, finding 3: the sandbox's controls (clock, providers, faults, a partner's webhook URL and secret) need
 * no key, so they exist only on a service that runs as a sandbox.
 */
let api: RunningPartnerApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  vi.restoreAllMocks();
});

const CONTROLS: Array<[string, string, unknown]> = [
  ['POST', '/sandbox/clock/advance', { days: 3 }],
  ['POST', '/sandbox/providers/AT/down', undefined],
  ['POST', '/sandbox/faults', { route: 'POST /orders', mode: 'next', count: 5, status: 503 }],
  ['PUT', '/sandbox/partners/standard/webhook-endpoint', { url: 'https://attacker.example/steal', secret: 'whsec_YXR0YWNrZXJhdHRhY2tlcmF0dGFja2Vy' }],
];

describe('sandbox controls (issue 16)', () => {
  it('are not there unless the service runs as a sandbox', async () => {
    api = await startApi();
    for (const [method, path, body] of CONTROLS) {
      const res = await send(`${api.url}${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('are there with PARTNER_API_SANDBOX=true, as npm start and the tests run it', async () => {
    api = await startApi({ PARTNER_API_SANDBOX: 'true' });
    for (const [method, path, body] of CONTROLS) {
      const res = await send(`${api.url}${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
    }
  });

  it("refuse another site's page, or a DNS-rebinding one, and take their own panel's and tools' requests", async () => {
    api = await startApi({ PARTNER_API_SANDBOX: 'true' });
    const own = new URL(api.url).origin;
    const rebound = `http://attacker.example:${new URL(api.url).port}`;
    const from: Array<[Record<string, string>, 'refused' | 'taken']> = [
      [{ Origin: 'https://evil.example' }, 'refused'],
      [{ Origin: rebound, Host: `attacker.example:${new URL(api.url).port}` }, 'refused'],
      [{ 'Sec-Fetch-Site': 'cross-site' }, 'refused'],
      [{ 'Sec-Fetch-Site': 'same-site' }, 'refused'],
      [{ Origin: own, 'Sec-Fetch-Site': 'same-origin' }, 'taken'],
      [{}, 'taken'],
    ];
    for (const [method, path, body] of CONTROLS) {
      for (const [headers, answer] of from) {
        const res = await send(`${api.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        const what = `${method} ${path} ${JSON.stringify(headers)}: ${res.text}`;
        if (answer === 'taken') expect(res.status, what).toBeLessThan(300);
        else expect([res.status, JSON.parse(res.text).code], what).toEqual([403, 'cross_origin_refused']);
      }
    }
    // Reading stays open: a page cannot read another origin's answer anyway.
    expect((await send(`${api.url}/sandbox/clock`, { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
  });

  it('say so loudly when the sandbox listens on more than loopback', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api = await startApi({ PARTNER_API_SANDBOX: 'true', PARTNER_API_HOST: '0.0.0.0' });
    expect(warn.mock.calls.flat().join('\n')).toMatch(/SANDBOX and listens on 0\.0\.0\.0.*sandbox controls under \/sandbox need no key/s);
    await api.close();
    warn.mockClear();
    api = await startApi({ PARTNER_API_SANDBOX: 'true' });
    expect(warn).not.toHaveBeenCalled();
  });
});
