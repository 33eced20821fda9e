import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { problem } from '../contract/problem.ts';
import type { AppEnv } from './app-env.ts';
import { productsRoutes } from './catalogue/products-routes.ts';
import type { PartnerApiCore } from './core.ts';
import { notFound, onError } from './http/error-handlers.ts';
import { problemResponse } from './http/http-problem.ts';
import { ordersRoutes } from './orders/orders-routes.ts';
import { bearerAuth } from './partners/bearer-auth.ts';
import { paymentRoutes } from './payment/payment-routes.ts';
import { validateVehicleRoutes } from './vehicles/validate-vehicle-route.ts';

const MAX_BODY_BYTES = 64 * 1024;

/** The HTTP surface: `/public/*` for partners (API key), `/pay/*` for shoppers. */
export function createPartnerApiApp(core: PartnerApiCore): Hono<AppEnv> {
  z.config(en());
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(notFound);
  app.use(bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => problemResponse(c, problem(413, 'payload_too_large', 'The body is too large', { detail: `Send at most ${MAX_BODY_BYTES} bytes.` })),
  }));
  app.use('/public/*', bearerAuth(core.db));
  app.route('/public/products', productsRoutes(core));
  app.route('/public/validate-vehicle', validateVehicleRoutes());
  app.route('/public/orders', ordersRoutes(core));
  app.route('/pay', paymentRoutes(core));
  return app;
}
