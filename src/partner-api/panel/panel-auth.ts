import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { getPartner } from '../partners/partners.ts';
import { partnerIdOfSession } from './session-store.ts';

export const SESSION_COOKIE = 'rc_panel_session';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF: besides the SameSite=Strict cookie, a state change must come from the panel's own origin, the one of the
 * configured public URL: never the request's own Host, which a DNS-rebinding page sets to its own name. Browsers
 * send `Origin` on every such fetch; `Sec-Fetch-Site` covers one that does not.
 */
export function sameOriginOnly(core: PartnerApiCore): MiddlewareHandler<AppEnv> {
  const ownOrigin = new URL(core.publicUrl).origin;
  return async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const allowed = origin === undefined
        ? c.req.header('sec-fetch-site') === 'same-origin'
        : origin === ownOrigin;
      if (!allowed) {
        throw ProblemError.of(403, 'cross_origin_refused', 'Changes come only from the panel itself', {
          detail: 'Send state-changing requests from the panel page, with its Origin.',
        });
      }
    }
    await next();
  };
}

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
