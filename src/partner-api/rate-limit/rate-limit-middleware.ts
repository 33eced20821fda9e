import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import type { WindowState } from './fixed-window.ts';
import { hitRouteLimit, rateLimitedProblem } from './route-limit.ts';
import { resolveRoute } from './route-key.ts';

/** IETF draft RateLimit headers: the policy and what is left of it. */
function rateLimitHeaders(policyName: string, state: WindowState): Record<string, string> {
  const policy = policyName.replace(/[^A-Za-z0-9/{}.-]+/g, '_');
  return {
    'RateLimit-Policy': `"${policy}";q=${state.limit};w=60`,
    RateLimit: `"${policy}";r=${state.remaining};t=${state.resetSeconds}`,
  };
}

/**
 * Section 8 limits on every route of ROUTE_LIMITS, after authentication (a
 * failed key spends nothing of the partner's), with the RateLimit headers on
 * every answer, errors included, so a client can slow down before a 429.
 */
export function routeRateLimit(core: PartnerApiCore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const resolved = resolveRoute(c.req.method, c.req.path);
    if (!resolved) return next();
    const partner = c.get('partner');
    const state = hitRouteLimit(core, partner, resolved.route, resolved.id);
    const headers = rateLimitHeaders(resolved.route, state);
    if (!state.allowed) {
      throw new ProblemError(rateLimitedProblem(resolved.route, partner, state), { ...headers, 'Retry-After': String(state.resetSeconds) });
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
