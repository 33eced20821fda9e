import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { problem } from '../../contract/problem.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { notFound } from '../../server-kit/problem-handlers.ts';

/** Paths that tell an outsider how the partner's business runs (traffic, queue, standing): only for operations. */
export const OPS_PATHS = ['/metrics', '/readyz'] as const;

const digest = (token: string) => createHash('sha256').update(token).digest();

/**
 * Lets a request reach an operations endpoint only with
 * `Authorization: Bearer <BFF_OPS_TOKEN>`. They share the port shoppers use,
 * so without a token set they are not there at all (the same 404 as any
 * unknown path). Digests of equal length are compared in constant time, so
 * the answer's timing tells nothing of how much of a guess was right.
 */
export function opsAccess(token: string | undefined): MiddlewareHandler {
  const expected = token === undefined ? undefined : digest(token);
  return async (c, next) => {
    if (expected === undefined) return notFound(c);
    const given = /^Bearer +(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      throw new ProblemError(problem(401, 'ops_token_required', 'This operations endpoint needs the operations token', {
        detail: 'Send Authorization: Bearer <BFF_OPS_TOKEN>.',
      }), { 'WWW-Authenticate': 'Bearer realm="bff-operations"' });
    }
    await next();
  };
}
