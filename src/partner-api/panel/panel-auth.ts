import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sameOriginChanges } from '../http/same-origin.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { getPartner } from '../partners/partners.ts';
import { partnerIdOfSession } from './session-store.ts';

export const SESSION_COOKIE = 'rc_panel_session';

/** A state change comes from the panel page itself, never from a tool or another site's page. */
export const sameOriginOnly = (core: PartnerApiCore) => sameOriginChanges(core, 'refuse', {
  title: 'Changes come only from the panel itself',
  detail: 'Send state-changing requests from the panel page, with its Origin.',
});

export const sessionToken = (c: Context) => getCookie(c, SESSION_COOKIE);

/**
 * The panel's partner from its session cookie; sets `partner`. Unlike the API key, a session of a partner whose
 * access the debt control disabled still works: the panel is where it sees what it owes.
 */
export function panelSession(core: PartnerApiCore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = sessionToken(c);
    const partnerId = token === undefined ? undefined : partnerIdOfSession(core.db, token, Date.now());
    const partner = partnerId === undefined ? undefined : getPartner(core.db, partnerId);
    if (!partner) {
      throw ProblemError.of(401, 'not_signed_in', 'Sign in to the panel', { detail: 'Sign in with your API key.' });
    }
    c.set('partner', partner);
    await next();
  };
}
