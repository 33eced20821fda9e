import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { resolveRoute } from '../rate-limit/route-key.ts';

/** Records each answered call of a rate-limited route, 429s included: it sits outside the rate limiter. */
export function recordTraffic(core: PartnerApiCore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const resolved = resolveRoute(c.req.method, c.req.path);
    if (!resolved) return;
    core.traffic.record(c.get('partner').id, {
      route: resolved.route,
      id: resolved.id,
      status: c.res.status,
      at: core.clock.now(),
      idempotencyKey: c.req.header('idempotency-key') !== undefined,
    });
  };
}
