import type { MiddlewareHandler } from 'hono';
import { problem } from '../../contract/problem.ts';
import { problemResponse } from '../../server-kit/problem-handlers.ts';

/**
 * Guards state-changing widget calls against cross-site requests: a page may
 * only POST from an allowed origin or from this BFF's own pages (/embed), and
 * only JSON, which a plain HTML form cannot send. A `readOnly` path changes
 * nothing (a trip plan is a quote): any client may ask it, a navigation app's
 * server without an Origin too; it still takes JSON only.
 */
export function stateChangeGuard(
  allowedOrigins: readonly string[], publicUrl: string, readOnly: readonly string[] = [],
): MiddlewareHandler {
  const origins = new Set([...allowedOrigins, new URL(publicUrl).origin]);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (!readOnly.includes(c.req.path) && (origin === undefined || !origins.has(origin))) {
      return problemResponse(c, problem(403, 'origin_not_allowed', 'This origin may not call this API', {
        detail: 'Calls that change anything must come from a page of an allowed origin.',
      }));
    }
    const contentType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
    if (contentType !== 'application/json') {
      return problemResponse(c, problem(415, 'unsupported_media_type', 'Send the request body as application/json'));
    }
    return next();
  };
}
