import type { MiddlewareHandler } from 'hono';

/**
 * Answers about one partner's account (users' e-mails, orders, plates) are kept by no cache, shared or
 * browser, unless a route chose its own caching (the confirmation PDF).
 */
export function privateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
