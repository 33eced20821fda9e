import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { JsonLog } from './json-log.ts';
import type { BffMetrics } from './metrics.ts';
import type { RequestIdEnv } from './request-id.ts';

const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics', '/api/catalogue', '/widget.js', '/assets/*']);

export interface AnsweredRequest {
  requestId: string;
  method: string;
  /** The route pattern (`/api/orders/:id/events`), never the raw path. */
  route: string;
  status: number;
  ms: number;
}

/**
 * One log line and one metric sample per request, labelled by the route
 * pattern, so ids neither leak into logs as labels nor explode the metric
 * series. accessLog records the answers of the Hono app with it, and the
 * catalogue's fast path (catalogue-fast-path.ts) its own.
 */
export function requestRecorder(log: Pick<JsonLog, 'info'>, metrics: BffMetrics): (answered: AnsweredRequest) => void {
  return ({ requestId, method, route, status, ms }) => {
    metrics.httpRequest(method, route, status);
    // Probes and scrapes come every few seconds, and cached catalogue and asset hits thousands of
    // times a minute (a log line each would cost more than the answer): counted, not logged.
    if (QUIET_ROUTES.has(route) && status < 400) return;
    log.info('request', { request_id: requestId, method, route, status, ms });
  };
}

export function accessLog(
  record: (answered: AnsweredRequest) => void, now: () => number = performance.now.bind(performance),
): MiddlewareHandler<RequestIdEnv> {
  return async (c, next) => {
    const started = now();
    await next();
    record({
      requestId: c.get('requestId'), method: c.req.method, route: routePath(c, -1), status: c.res.status,
      ms: Math.round((now() - started) * 10) / 10,
    });
  };
}
