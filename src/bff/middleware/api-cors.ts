import type { MiddlewareHandler } from 'hono';
import { problem } from '../../contract/problem.ts';
import { problemResponse } from '../../server-kit/problem-handlers.ts';

/**
 * CORS for the widget API: only the partner's exact origins may read
 * answers. `Vary: Origin` always, so a shared cache never hands one origin's
 * answer to another.
 */
export function apiCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    c.header('Vary', 'Origin');
    const origin = c.req.header('Origin');
    const isAllowed = origin !== undefined && allowed.has(origin);
    if (c.req.method === 'OPTIONS') {
      if (!isAllowed) return problemResponse(c, problem(403, 'origin_not_allowed', 'This origin may not call this API'));
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Methods', 'GET, POST');
      c.header('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    if (isAllowed) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Expose-Headers', 'Retry-After, Catalogue-Stale');
    }
    return next();
  };
}
