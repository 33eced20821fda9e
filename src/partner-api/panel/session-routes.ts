import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { problem } from '../../contract/problem.ts';
import { PanelSignInInput, type PanelSession } from '../../contract/panel.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { debtState } from '../debt/debt-state.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { jsonBody } from '../http/request-input.ts';
import { findPartnerByKey, type Partner } from '../partners/partners.ts';
import { panelSession, SESSION_COOKIE, sessionToken } from './panel-auth.ts';
import { closeSession, openSession, SESSION_TTL_MS } from './session-store.ts';

/** Guessing keys through the sign-in form is as slow as through the API: a few tries a minute for everyone. */
const SIGN_IN_TRIES_PER_MINUTE = 30;

export const sessionView = (core: PartnerApiCore, partner: Partner): PanelSession => ({
  partner_id: partner.id,
  tier: partner.tier,
  status: debtState(core.db, partner.id, core.clock.now()).disabled ? 'disabled' : 'active',
});

/** POST signs in with the API key, GET says who is signed in, DELETE signs out. */
export function sessionRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const secure = core.publicUrl.startsWith('https:');
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const tries = core.rateLimits.hit('panel sign-in', SIGN_IN_TRIES_PER_MINUTE, Date.now());
      if (!tries.allowed) {
        throw new ProblemError(problem(429, 'rate_limited', 'Too many sign-in attempts', { detail: 'Wait a minute.' }),
          { 'Retry-After': String(tries.resetSeconds) });
      }
      const { api_key: apiKey } = await jsonBody(c, PanelSignInInput, 'sign-in');
      const partner = findPartnerByKey(core.db, apiKey);
      if (!partner) throw ProblemError.of(401, 'invalid_api_key', 'This API key is not known', { detail: 'Check the key and try again.' });
      setCookie(c, SESSION_COOKIE, openSession(core.db, partner.id, Date.now()), {
        httpOnly: true, sameSite: 'Strict', secure, path: '/panel', maxAge: SESSION_TTL_MS / 1000,
      });
      return c.json(sessionView(core, partner), 201);
    })
    .get('/', panelSession(core), (c) => c.json(sessionView(core, c.get('partner'))))
    .delete('/', (c) => {
      const token = sessionToken(c);
      if (token !== undefined) closeSession(core.db, token);
      deleteCookie(c, SESSION_COOKIE, { path: '/panel', secure });
      return c.body(null, 204);
    });
}
