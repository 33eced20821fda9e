import { afterEach, describe, expect, it } from 'vitest';
import { KEYS, openTestApi, tempDataDir, testSettings, type TestApi } from '../test-support/harness.ts';

let api: TestApi | undefined;
afterEach(async () => api?.close());

describe('bearer API keys', () => {
  it.each([
    ['no Authorization header', null, undefined],
    ['a Basic scheme', null, 'Basic dXNlcjpwYXNz'],
    ['an empty bearer', null, 'Bearer '],
    ['an unknown key', 'sk_test_unknown_key_123', undefined],
  ])('refuses %s with 401 unauthorized', async (_what, key, header) => {
    api = openTestApi();
    const res = await api.call('/public/products', { key, headers: header ? { Authorization: header } : {} });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="partner-api"/);
    expect(await res.json()).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it.each(Object.entries(KEYS))('accepts the %s demo key', async (_tier, key) => {
    api = openTestApi();
    expect((await api.call('/public/products', { key })).status).toBe(200);
  });

  it('takes a changed key from the settings at the next start on the same data dir', async () => {
    const dataDir = tempDataDir();
    api = openTestApi({ settings: testSettings({ dataDir }) });
    await api.close();
    api = openTestApi({ settings: testSettings({ dataDir, env: { PARTNER_API_STANDARD_KEY: 'sk_test_rotated_standard_key' } }) });
    expect((await api.call('/public/products', { key: KEYS.standard })).status).toBe(401);
    expect((await api.call('/public/products', { key: 'sk_test_rotated_standard_key' })).status).toBe(200);
  });

  it('leaves /pay pages without a key and answers unknown routes with a 404 problem', async () => {
    api = openTestApi();
    expect((await api.call('/pay/nope', { key: null })).status).toBe(404);
    const res = await api.call('/public/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });
});
