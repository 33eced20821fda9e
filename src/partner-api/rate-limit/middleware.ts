import type { Context, MiddlewareHandler } from 'hono';
import { problem, PROBLEM_CONTENT_TYPE } from '../../contract/problem.ts';
import type { FixedWindowCounter } from './fixed-window.ts';
import { ROUTE_LIMITS, type RouteKey, type Tier } from './limits.ts';

export interface RateLimitDeps {
  counter: FixedWindowCounter;
  /** Milliseconds on the clock that windows follow. */
  now: () => number;
  /** The authenticated partner; rate limiting runs after authentication. */
  partnerOf: (c: Context) => { id: string; tier: Tier };
}

/**
 * Per-route, per-tier limits of section 8, with the IETF RateLimit headers on
 * every answer so a client can slow down before it meets a 429.
 */
export function rateLimit(route: RouteKey, deps: RateLimitDeps): MiddlewareHandler {
  const spec = ROUTE_LIMITS[route];
  const policy = route.replace(/[^A-Za-z0-9/{}.-]+/g, '_');
  return async (c, next) => {
    const partner = deps.partnerOf(c);
    const limit = spec.perMinute[partner.tier];
    const id = spec.perId ? `:${c.req.param('id') ?? ''}` : '';
    const state = deps.counter.hit(`${partner.id}|${route}${id}`, limit, deps.now());
    const headers = {
      'RateLimit-Policy': `"${policy}";q=${limit};w=60`,
      RateLimit: `"${policy}";r=${state.remaining};t=${state.resetSeconds}`,
    };
    if (!state.allowed) {
      const body = problem(429, 'rate_limited', 'Too many requests', {
        detail: `${route} allows ${limit} requests a minute${spec.perId ? ' for the same id' : ''} on the ${partner.tier} tier. Retry after ${state.resetSeconds} s.`,
      });
      return c.body(JSON.stringify(body), 429, { ...headers, 'Retry-After': String(state.resetSeconds), 'Content-Type': PROBLEM_CONTENT_TYPE });
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
