import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** A caller's id is kept only when it is short and plain, so it cannot forge log lines. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export type RequestIdEnv = { Variables: { requestId: string } };

/** The id of a request: the load balancer's X-Request-Id when it sent a usable one, a new one otherwise. */
export function requestIdFrom(given: string | undefined): string {
  return given && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/** X-Request-Id: echoed on the response and put in every log line of the request. */
export function requestId(): MiddlewareHandler<RequestIdEnv> {
  return async (c, next) => {
    const id = requestIdFrom(c.req.header('X-Request-Id'));
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
  };
}
