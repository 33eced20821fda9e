import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** A caller's id is kept only when it is short and plain, so it cannot forge log lines. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export type RequestIdEnv = { Variables: { requestId: string } };

/**
 * X-Request-Id: taken from the load balancer when it sent a usable one, made
 * here otherwise; echoed on the response and put in every log line of the request.
 */
export function requestId(): MiddlewareHandler<RequestIdEnv> {
  return async (c, next) => {
    const given = c.req.header('X-Request-Id');
    const id = given && ACCEPTED_ID.test(given) ? given : randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
  };
}
