import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { panelAssetRoutes } from './panel-assets.ts';
import { panelSession, sameOriginOnly } from './panel-auth.ts';
import { panelHomeRoutes } from './home-routes.ts';
import { panelExternalOrderRoutes } from './external-order-routes.ts';
import { panelIntegrationRoutes } from './integration-routes.ts';
import { panelOrderRoutes } from './order-routes.ts';
import { panelPayoutsRoutes } from './payouts-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { panelWebhookRoutes } from './webhook-routes.ts';

/** /panel: the partner panel of spec 1, its page and its cookie-session API. */
export function panelRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
    .use(sameOriginOnly(core))
    .use('*', async (c, next) => {
      await next();
      // Partner data: never kept by a shared cache or the browser's back-forward cache.
      c.header('Cache-Control', 'no-store');
    })
    .route('/session', sessionRoutes(core))
    .use(panelSession(core))
    .route('/home', panelHomeRoutes(core))
    .route('/webhooks', panelWebhookRoutes(core))
    .route('/orders', panelOrderRoutes(core))
    .route('/external-orders', panelExternalOrderRoutes(core))
    .route('/payouts', panelPayoutsRoutes(core))
    .route('/integration', panelIntegrationRoutes(core));
  return new Hono<AppEnv>().route('/api', api).route('/', panelAssetRoutes(core.settings.panelDir));
}
