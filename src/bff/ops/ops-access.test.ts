import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorHandler, notFound } from '../../server-kit/problem-handlers.ts';
import { opsAccess } from './ops-access.ts';

const TOKEN = 'a-token-of-the-operations-0123456789';

function appWith(token: string | undefined) {
  const app = new Hono();
  app.notFound(notFound);
  app.onError(errorHandler({ log: () => {} }));
  app.use('/metrics', opsAccess(token));
  app.get('/metrics', (c) => c.text('bff_metric 1'));
  return app;
}

const get = (app: Hono, authorization?: string) =>
  app.request('/metrics', authorization === undefined ? {} : { headers: { Authorization: authorization } });

describe('opsAccess', () => {
  it('lets the exact bearer token through, whatever the case of the scheme', async () => {
    const app = appWith(TOKEN);
    expect(await (await get(app, `Bearer ${TOKEN}`)).text()).toBe('bff_metric 1');
    expect((await get(app, `bearer ${TOKEN}`)).status).toBe(200);
  });

  it('refuses a missing, wrong, longer, shorter or non-bearer token with 401 problem+json and a challenge', async () => {
    const app = appWith(TOKEN);
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, `Bearer ${TOKEN} extra`]) {
      const res = await get(app, authorization);
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('Content-Type')).toBe('application/problem+json');
      expect(res.headers.get('WWW-Authenticate')).toBe('Bearer realm="bff-operations"');
      expect(await res.json()).toMatchObject({ code: 'ops_token_required' });
    }
  });

  it('answers 404 like any unknown path when no token is set, even to a request that sends one', async () => {
    const app = appWith(undefined);
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const res = await get(app, authorization);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
