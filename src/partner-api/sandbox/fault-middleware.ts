import type { MiddlewareHandler } from 'hono';
import { problem } from '../../contract/problem.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { resolveRoute } from '../rate-limit/route-key.ts';

const TITLES: Record<number, string> = {
  500: 'Something went wrong on our side',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

/**
 * Applies the faults of POST /sandbox/faults before the route's handler, so
 * a faulted call changed nothing: like a real 5xx, it is never stored under
 * an Idempotency-Key, and a retry with the same key really runs.
 */
export function injectFaults(core: PartnerApiCore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const resolved = resolveRoute(c.req.method, c.req.path);
    const fault = resolved && core.faults.routes.take(resolved.route);
    if (!fault) return next();
    if (fault.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault.status === null) return next();
    throw new ProblemError(problem(fault.status, 'sandbox_fault', TITLES[fault.status] ?? 'Server error', {
      detail: `Injected by sandbox fault ${fault.id} on ${fault.route}. Retry as for any 5xx, with the same Idempotency-Key.`,
    }));
  };
}
