import type { MiddlewareHandler } from 'hono';
import { problem } from '../../contract/problem.ts';
import { problemResponse } from '../../server-kit/problem-handlers.ts';

/**
 * The CORS headers of an answer to a read, by lowercase name: `Vary: Origin`
 * always, so a shared cache never hands one origin's answer to another, and
 * the allow headers for an allowed origin only.
 */
export function corsReadHeaders(origin: string | undefined, allowed: ReadonlySet<string>): Record<string, string> {
  if (origin === undefined || !allowed.has(origin)) return { vary: 'Origin' };
  return {
    vary: 'Origin',
    'access-control-allow-origin': origin,
    'access-control-expose-headers': 'Retry-After, Catalogue-Stale',
  };
}

/**
 * CORS for the widget API: only the partner's exact origins may read answers.
 * A page of any other origin is refused before any route, with a 403 that
 * this page may read (the refusal only, never data): unreadable, it reaches
 * the widget as a bare network error, which it could only call "could not
 * load" while the fix is one setting. Requests without an Origin (servers,
 * curl), from the BFF's own pages (/embed) and to the `openToAnyClient`
 * paths (stateChangeGuard's readOnly) go on as before.
 */
export function apiCors(
  allowedOrigins: readonly string[], publicUrl: string, openToAnyClient: readonly string[] = [],
): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  const ownOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (c.req.method === 'OPTIONS') {
      c.header('Vary', 'Origin');
      if (origin === undefined || !allowed.has(origin)) {
        return problemResponse(c, problem(403, 'origin_not_allowed', 'This origin may not call this API'));
      }
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Methods', 'GET, POST');
      c.header('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    if (origin !== undefined && !allowed.has(origin) && origin !== ownOrigin && !openToAnyClient.includes(c.req.path)) {
      return problemResponse(c, problem(403, 'origin_not_allowed', 'This origin may not call this API', {
        detail: `This BFF does not allow pages of ${origin}: add that origin to its BFF_ALLOWED_ORIGINS setting.`,
      }), { vary: 'Origin', 'access-control-allow-origin': origin });
    }
    for (const [name, value] of Object.entries(corsReadHeaders(origin, allowed))) c.header(name, value);
    return next();
  };
}
