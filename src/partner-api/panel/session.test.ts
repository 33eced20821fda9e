import { afterEach, describe, expect, it } from 'vitest';
import { PanelSession } from '../../contract/panel.ts';
import { KEYS, openTestApi, testSettings, type TestApi } from '../test-support/harness.ts';
import { expectProblem } from '../test-support/order-kit.ts';
import { PANEL_ORIGIN, signedInPanel } from '../test-support/panel-client.ts';

let api: TestApi;
afterEach(async () => api.close());

const signIn = (body: unknown, headers: Record<string, string> = { Origin: PANEL_ORIGIN }) =>
  api.call('/panel/api/session', { method: 'POST', key: null, json: body, headers });

describe('panel sign-in (issue 10)', () => {
  it('exchanges the API key for an HttpOnly, SameSite=Strict session cookie and never echoes the key', async () => {
    api = openTestApi();
    const res = await signIn({ api_key: KEYS.premium });
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^rc_panel_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/panel/);
    expect(cookie).not.toContain(KEYS.premium);
    const text = await res.text();
    expect(text).not.toContain(KEYS.premium);
    expect(PanelSession.parse(JSON.parse(text)))
      .toEqual({ partner_id: 'partner_premium', tier: 'premium', status: 'active', sandbox: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('says the service is no sandbox when it is not, so the panel offers no sandbox controls', async () => {
    api = openTestApi({ settings: testSettings({ env: { PARTNER_API_SANDBOX: 'false' } }) });
    const res = await signIn({ api_key: KEYS.premium });
    expect(PanelSession.parse(await res.json()).sandbox).toBe(false);
  });

  it('signs out: the cookie no longer opens the session', async () => {
    api = openTestApi();
    const panel = await signedInPanel(api);
    expect((await panel.call('/session')).status).toBe(200);
    const stolen = await api.call('/panel/api/session', { key: null });
    await expectProblem(stolen, 401, 'not_signed_in');
    expect((await panel.call('/session', { method: 'DELETE' })).status).toBe(204);
    await expectProblem(await panel.call('/session'), 401, 'not_signed_in');
    await expectProblem(await panel.call('/orders'), 401, 'not_signed_in');
  });

  it.each([
    ['an unknown key', { api_key: 'sk_test_nobody_knows_this' }, 401, 'invalid_api_key'],
    ['no key', {}, 400, 'invalid_request'],
    ['an empty key', { api_key: '  ' }, 400, 'invalid_request'],
    ['extra fields', { api_key: KEYS.standard, remember: true }, 400, 'invalid_request'],
  ])('refuses %s with a problem', async (_what, body, status, code) => {
    api = openTestApi();
    const res = await signIn(body);
    await expectProblem(res, status, code);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('refuses state changes from another origin, or with no sign of their origin (CSRF)', async () => {
    api = openTestApi();
    await expectProblem(await signIn({ api_key: KEYS.standard }, { Origin: 'https://evil.example' }), 403, 'cross_origin_refused');
    await expectProblem(await signIn({ api_key: KEYS.standard }, {}), 403, 'cross_origin_refused');
    expect((await signIn({ api_key: KEYS.standard }, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
    const panel = await signedInPanel(api);
    const forged = await panel.call('/webhooks', { method: 'PUT', json: { url: 'https://evil.example/hooks' }, headers: { Origin: 'https://evil.example' } });
    await expectProblem(forged, 403, 'cross_origin_refused');
  });

  it('lets a partner whose API access the debt control disabled still sign in to see what it owes', async () => {
    api = openTestApi();
    api.service.db.prepare(`INSERT INTO debt_notices (partner_id, reason, amount, issued_at, due_at)
      VALUES ('partner_standard', 'threshold_reached', 200000, 0, 1)`).run();
    const panel = await signedInPanel(api);
    expect(PanelSession.parse(await (await panel.call('/session')).json()).status).toBe('disabled');
    expect((await panel.call('/payouts')).status).toBe(200);
  });
});
