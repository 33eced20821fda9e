import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { problem } from '../contract/problem.ts';
import type { AppEnv } from './app-env.ts';
import { productsRoutes } from './catalogue/products-routes.ts';
import type { PartnerApiCore } from './core.ts';
import { accountRoutes } from './debt/account-routes.ts';
import { externalOrdersRoutes } from './external-orders/external-orders-routes.ts';
import { errorHandler, notFound, problemResponse } from '../server-kit/problem-handlers.ts';
import { securityHeaders } from '../server-kit/security-headers.ts';
import { privateAnswers } from './http/private-answers.ts';
import { mcpRoutes } from './mcp/mcp-routes.ts';
import { openApiRoutes } from './openapi/openapi-routes.ts';
import { ordersRoutes } from './orders/orders-routes.ts';
import { bearerAuth } from './partners/bearer-auth.ts';
import { webhookEndpointRoutes } from './partners/webhook-endpoint-routes.ts';
import { panelRoutes } from './panel/panel-routes.ts';
import { paymentRoutes } from './payment/payment-routes.ts';
import { recordTraffic } from './traffic/traffic-middleware.ts';
import { routeRateLimit } from './rate-limit/rate-limit-middleware.ts';
import { injectFaults } from './sandbox/fault-middleware.ts';
import { sandboxRoutes } from './sandbox/sandbox-routes.ts';
import { usersRoutes } from './users/users-routes.ts';
import { validateVehicleRoutes } from './vehicles/validate-vehicle-route.ts';

const MAX_BODY_BYTES = 64 * 1024;

/**
 * The HTTP surface: `/public/*` for partners (API key), `/panel` for their people (session cookie), `/pay/*` for
 * shoppers, `/sandbox/*` for tests (only when the service runs as the sandbox).
 */
export function createPartnerApiApp(core: PartnerApiCore): Hono<AppEnv> {
  z.config(en());
  const app = new Hono<AppEnv>();
  app.onError(errorHandler({
    log: (message, error) => console.error(`partner-api: ${message}`, error),
    logClientAbort: (message) => console.warn(`partner-api: ${message}`),
    internalDetail: 'The request was not completed. Retry later with the same Idempotency-Key.',
  }));
  app.notFound(notFound);
  // Nothing of this service is meant to be framed or loaded by another site's page.
  app.use(securityHeaders({ publicUrl: core.publicUrl, referrerPolicy: 'no-referrer', frameOptions: 'DENY', resourcePolicy: 'same-origin' }));
  app.use(bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => problemResponse(c, problem(413, 'payload_too_large', 'The body is too large', { detail: `Send at most ${MAX_BODY_BYTES} bytes.` })),
  }));
  // Order matters: a refused key or a disabled partner spends no rate limit, the panel's traffic record sees the
  // limiter's 429s, and an injected fault answers before any handler.
  app.use('/public/*', privateAnswers(), bearerAuth(core), recordTraffic(core), routeRateLimit(core), injectFaults(core));
  app.route('/public/account', accountRoutes(core));
  app.route('/public/products', productsRoutes(core));
  app.route('/public/validate-vehicle', validateVehicleRoutes());
  app.route('/public/orders', ordersRoutes(core));
  app.route('/public/users', usersRoutes(core));
  app.route('/public/external-orders', externalOrdersRoutes(core));
  app.route('/public/webhook-endpoint', webhookEndpointRoutes(core, (c) => c.get('partner').id));
  app.route('/pay', paymentRoutes(core));
  // No key guards them: they exist only where the service is the sandbox (PARTNER_API_SANDBOX).
  if (core.settings.sandbox) app.route('/sandbox', sandboxRoutes(core));
  app.route('/panel', panelRoutes(core));
  // MCP: the same keys, debt check and limits as /public (spec 4: every endpoint needs the Authorization header).
  app.use('/mcp', privateAnswers(), bearerAuth(core), routeRateLimit(core));
  app.route('/mcp', mcpRoutes(core));
  // The reference is public: a partner reads it before it has a key.
  app.route('/', openApiRoutes(core));
  return app;
}
