import type { MiddlewareHandler } from 'hono';

/**
 * On every BFF answer: no content-type sniffing (a JSON error must never run
 * as script), and no full URL of the partner's page in the Referer of links
 * the widget opens (payment page, PDF). Pages set their own CSP (see /embed).
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Referrer-Policy')) c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  };
}
