import { problem, type Problem } from '../../contract/problem.ts';
import type { PartnerApiCore } from '../core.ts';
import type { Partner } from '../partners/partners.ts';
import type { WindowState } from './fixed-window.ts';
import { ROUTE_LIMITS, type RouteKey } from './limits.ts';

/**
 * Counts one call of `route` for `partner` and says whether it may go ahead.
 * The one counter of every route, shared by the REST middleware and the MCP
 * tools (a `create_order` tool call spends a `POST /orders` call), on the
 * sandbox clock so moving it forward ends a window.
 */
export function hitRouteLimit(core: PartnerApiCore, partner: Partner, route: RouteKey, id?: string): WindowState {
  const spec = ROUTE_LIMITS[route];
  const key = spec.perId ? `${partner.id}|${route}|${id ?? ''}` : `${partner.id}|${route}`;
  return core.rateLimits.hit(key, spec.perMinute[partner.tier], core.clock.now());
}

/** The 429 problem of a call over its limit, the same from REST and MCP. */
export function rateLimitedProblem(route: RouteKey, partner: Partner, state: WindowState): Problem {
  const perId = ROUTE_LIMITS[route].perId ? ' for the same id' : '';
  return problem(429, 'rate_limited', 'Too many requests', {
    detail: `${route} allows ${state.limit} requests a minute${perId} on the ${partner.tier} tier. Retry after ${state.resetSeconds} s.`,
  });
}
