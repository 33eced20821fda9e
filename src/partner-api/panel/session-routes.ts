import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { PanelSignInInput, type PanelSession } from '../../contract/panel.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { debtState } from '../debt/debt-state.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { jsonBody } from '../http/request-input.ts';
import type { Partner } from '../partners/partners.ts';
import { partnerOfPresentedKey } from '../partners/presented-key.ts';
import { panelSession, SESSION_COOKIE, sessionToken } from './panel-auth.ts';
import { closeEverySession, closeSession, openSession, SESSION_TTL_MS } from './session-store.ts';

export const sessionView = (core: PartnerApiCore, partner: Partner): PanelSession => ({
  partner_id: partner.id,
  tier: partner.tier,
  status: debtState(core.db, partner.id, core.clock.now()).disabled ? 'disabled' : 'active',
  sandbox: core.settings.sandbox,
});

/**
 * POST signs in with the API key, GET says who is signed in, DELETE signs out (the session ends on the server,
 * not only its cookie), DELETE /everywhere ends every session of the partner: the way out after a lost laptop or
 * a copied cookie that a new sign-in alone is not.
 */
export function sessionRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const secure = core.publicUrl.startsWith('https:');
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const { api_key: apiKey } = await jsonBody(c, PanelSignInInput, 'sign-in');
      // Guessing keys here is as slow as through the API, and counted with it.
      const partner = partnerOfPresentedKey(core, c, apiKey);
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
    })
    .delete('/everywhere', panelSession(core), (c) => {
      closeEverySession(core.db, c.get('partner').id);
      deleteCookie(c, SESSION_COOKIE, { path: '/panel', secure });
      return c.body(null, 204);
    });
}
