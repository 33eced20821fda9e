import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { clockRoutes } from './clock-routes.ts';
import { sandboxDebtRoutes } from './debt-routes.ts';
import { faultRoutes } from './fault-routes.ts';
import { sandboxOrderRoutes } from './order-routes.ts';
import { sandboxPaymentRoutes } from './payment-routes.ts';
import { providerRoutes } from './provider-routes.ts';

/**
 * /sandbox/*: controls that let a test reach any situation in seconds. No
 * API key: this service is always the local sandbox (the real service has
 * no such routes), and the controls act on all partners at once.
 */
export function sandboxRoutes(core: PartnerApiCore): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .route('/clock', clockRoutes(core))
    .route('/providers', providerRoutes(core))
    .route('/', faultRoutes(core))
    .route('/payments', sandboxPaymentRoutes(core))
    .route('/orders', sandboxOrderRoutes(core))
    .route('/partners', sandboxDebtRoutes(core));
}
