import { afterEach, describe, expect, it } from 'vitest';
import type { RunningPartnerApi } from '../../src/partner-api/server.ts';
import { panelCall, panelCookie, send, startApi, STANDARD_KEY, type Answer } from './support/attacker.ts';

/**
 * Issue 16, finding 2: wrong keys slow down whoever sends them, by source address and by the key presented,
 * never the partner signing in from elsewhere; and a partner can end every session of its own.
 */
let api: RunningPartnerApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const ATTACKER = '127.0.0.2';
const PARTNER = '127.0.0.1';

const signIn = (key: string, from: string) => send(`${api?.url}/panel/api/session`, {
  method: 'POST', headers: { Origin: new URL(api?.url ?? '').origin }, body: JSON.stringify({ api_key: key }), from,
});
const products = (key: string, from: string) =>
  send(`${api?.url}/public/products/status`, { headers: { Authorization: `Bearer ${key}` }, from });

/** Sends wrong keys until the service answers 429; fails when it never does within `tries`. */
async function guessUntilThrottled(guess: (i: number) => Promise<Answer>, tries = 40): Promise<Answer> {
  for (let i = 0; i < tries; i++) {
    const res = await guess(i);
    if (res.status === 429) return res;
    expect(res.status).toBe(401);
  }
  throw new Error(`still no 429 after ${tries} wrong keys`);
}

const expectThrottled = (res: Answer) => {
  expect(res.status).toBe(429);
  expect(res.headers['content-type']).toBe('application/problem+json');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(res.text)).toMatchObject({ status: 429, code: 'too_many_wrong_keys' });
};

describe('wrong API keys (issue 16)', () => {
  it('on the panel\'s sign-in slow only their sender: the partner signs in from another address', async () => {
    api = await startApi({ PARTNER_API_SANDBOX: 'true' });
    expectThrottled(await guessUntilThrottled((i) => signIn(`sk_live_guess_number_${i}_xxxxxxxx`, ATTACKER)));
    expect((await signIn(STANDARD_KEY, PARTNER)).status).toBe(201);
    // Moving the sandbox clock (which resets rate-limit windows) does not lift it: it runs on real time.
    await send(`${api.url}/sandbox/clock/advance`, { method: 'POST', body: JSON.stringify({ hours: 1 }) });
    expectThrottled(await signIn(STANDARD_KEY, ATTACKER));
  });

  it('on /public are slowed too, per source address', async () => {
    api = await startApi({ PARTNER_API_SANDBOX: 'true' });
    expectThrottled(await guessUntilThrottled((i) => products(`sk_live_guess_number_${i}_xxxxxxxx`, ATTACKER)));
    expect((await products(STANDARD_KEY, PARTNER)).status).toBe(200);
    expectThrottled(await products(STANDARD_KEY, ATTACKER));
  });

  it('are slowed per key presented, from however many addresses', async () => {
    api = await startApi({ PARTNER_API_SANDBOX: 'true' });
    const res = await guessUntilThrottled((i) => products('sk_live_the_same_wrong_key_again', `127.0.1.${i + 1}`));
    expectThrottled(res);
    expect((await products(STANDARD_KEY, '127.0.2.1')).status).toBe(200);
  });

  it('are counted per client behind a trusted proxy, from X-Forwarded-For', async () => {
    api = await startApi({ PARTNER_API_SANDBOX: 'true', PARTNER_API_TRUSTED_PROXIES: '1' });
    const viaProxy = (key: string, client: string) => send(`${api?.url}/public/products/status`, {
      headers: { Authorization: `Bearer ${key}`, 'X-Forwarded-For': `203.0.113.9, ${client}` },
    });
    expectThrottled(await guessUntilThrottled((i) => viaProxy(`sk_live_guess_number_${i}_xxxxxxxx`, '198.51.100.66')));
    expect((await viaProxy(STANDARD_KEY, '198.51.100.7')).status).toBe(200);
  });
});

describe('panel sessions (issue 16)', () => {
  it('signs out everywhere: every session of the partner ends, other partners\' stay', async () => {
    api = await startApi({ PARTNER_API_SANDBOX: 'true' });
    const laptop = await panelCookie(api.url);
    const stolen = await panelCookie(api.url);
    const premium = await panelCookie(api.url, 'sk_test_premium_sandbox');
    const res = await panelCall(api.url, laptop, '/session/everywhere', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/rc_panel_session=;/);
    expect((await panelCall(api.url, stolen, '/session')).status).toBe(401);
    expect((await panelCall(api.url, laptop, '/session')).status).toBe(401);
    expect((await panelCall(api.url, premium, '/session')).status).toBe(200);
  });

  it('signs out on the server: the old cookie opens nothing afterwards', async () => {
    api = await startApi({ PARTNER_API_SANDBOX: 'true' });
    const cookie = await panelCookie(api.url);
    expect((await panelCall(api.url, cookie, '/session', { method: 'DELETE' })).status).toBe(204);
    expect((await panelCall(api.url, cookie, '/webhooks')).status).toBe(401);
  });
});
