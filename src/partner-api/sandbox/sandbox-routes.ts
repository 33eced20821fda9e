import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { pathInput } from '../http/request-input.ts';
import { sameOriginChanges } from '../http/same-origin.ts';
import { demoPartnerOf } from '../partners/partners.ts';
import { webhookEndpointRoutes } from '../partners/webhook-endpoint-routes.ts';
import { clockRoutes } from './clock-routes.ts';
import { sandboxDebtRoutes } from './debt-routes.ts';
import { faultRoutes } from './fault-routes.ts';
import { sandboxOrderRoutes } from './order-routes.ts';
import { sandboxPaymentRoutes } from './payment-routes.ts';
import { providerRoutes } from './provider-routes.ts';
import { TierParam } from './sandbox-input.ts';

const TierPath = z.object({ tier: TierParam });

/**
 * /sandbox/*: controls that let a test reach any situation in seconds. No
 * API key, and they act on all partners at once, so they are mounted only
 * when the service runs as the sandbox (PARTNER_API_SANDBOX; the real
 * service has no such routes). A webhook URL set here is screened like any
 * other.
 */
export function sandboxRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const demoPartnerId = (c: Parameters<typeof pathInput>[0]) => {
    const partner = demoPartnerOf(core.db, pathInput(c, TierPath).tier);
    if (!partner) throw ProblemError.of(404, 'partner_not_found', 'No demo partner of this tier');
    return partner.id;
  };
  return new Hono<AppEnv>()
    // No key guards them, so no other site's page may work them from a developer's browser (CSRF, DNS rebinding):
    // the panel's sandbox page, curl and scripts may.
    .use(sameOriginChanges(core, 'pass', {
      title: 'The sandbox is worked from its own panel or from tools',
      detail: "Another site's page may not change this sandbox: use the panel, curl or a script.",
    }))
    .route('/partners/:tier/webhook-endpoint', webhookEndpointRoutes(core, demoPartnerId))
    .route('/clock', clockRoutes(core))
    .route('/providers', providerRoutes(core))
    .route('/', faultRoutes(core))
    .route('/payments', sandboxPaymentRoutes(core))
    .route('/orders', sandboxOrderRoutes(core))
    .route('/partners', sandboxDebtRoutes(core));
}
