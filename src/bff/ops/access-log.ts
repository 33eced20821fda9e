import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { JsonLog } from './json-log.ts';
import type { BffMetrics } from './metrics.ts';
import type { RequestIdEnv } from './request-id.ts';

const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics', '/api/catalogue', '/widget.js', '/assets/*']);

/**
 * One log line and one metric sample per request, labelled by the route
 * pattern (`/api/orders/:id/events`), never the raw path, so ids neither
 * leak into logs as labels nor explode the metric series.
 */
export function accessLog(log: Pick<JsonLog, 'info'>, metrics: BffMetrics, now: () => number = performance.now.bind(performance)):
  MiddlewareHandler<RequestIdEnv> {
  return async (c, next) => {
    const started = now();
    await next();
    const route = routePath(c, -1);
    const status = c.res.status;
    const ms = Math.round((now() - started) * 10) / 10;
    metrics.httpRequest(c.req.method, route, status);
    // Probes and scrapes come every few seconds, and cached catalogue and asset hits thousands of
    // times a minute (a log line each would cost more than the answer): counted, not logged.
    if (QUIET_ROUTES.has(route) && status < 400) return;
    log.info('request', { request_id: c.get('requestId'), method: c.req.method, route, status, ms });
  };
}
