import { afterEach, describe, expect, it } from 'vitest';
import { OPS_TOKEN, startSecurityStack } from './support/security-stack.ts';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function bff(env: Record<string, string> = {}) {
  const stack = await startSecurityStack();
  cleanups.push(() => stack.close());
  return (await stack.startBff(env)).url;
}

const get = (url: string, token?: string) =>
  fetch(url, token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } });

describe('operations endpoints on the shopper-facing port', () => {
  it('refuses /metrics and /readyz without the ops token or with a wrong one, and answers them with it', async () => {
    const url = await bff();
    for (const path of ['/metrics', '/readyz']) {
      for (const token of [undefined, 'wrong-token-of-the-same-shape-0123456789', '']) {
        const refused = await get(`${url}${path}`, token);
        expect(refused.status, `${path} with ${String(token)}`).toBe(401);
        expect(refused.headers.get('Content-Type')).toBe('application/problem+json');
        expect(refused.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
        const body = await refused.text();
        expect(body).toContain('"code":"ops_token_required"');
        expect(body).not.toContain('bff_');
      }
    }
    const metrics = await get(`${url}/metrics`, OPS_TOKEN);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('bff_http_requests_total');
    const ready = await get(`${url}/readyz`, OPS_TOKEN);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', upstream: 'ok' } });
  });

  it('has no /metrics or /readyz at all when no ops token is set', async () => {
    const url = await bff({ BFF_OPS_TOKEN: '' });
    for (const path of ['/metrics', '/readyz']) {
      const res = await get(`${url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('bff_');
    }
  });

  it('keeps /healthz open for load balancers, telling nothing but that the process serves', async () => {
    const url = await bff();
    const res = await get(`${url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
