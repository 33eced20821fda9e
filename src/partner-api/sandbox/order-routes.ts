import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { pathInput } from '../http/request-input.ts';
import { chargeBack } from '../orders/charge-back.ts';
import { supportRefund } from '../orders/support-refund.ts';

const OrderPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/**
 * What happens to an order outside the partner's hands: the payer's bank reversing the payment, and support
 * refunding an order the national provider failed.
 */
export function sandboxOrderRoutes(core: PartnerApiCore): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/:id/chargeback', (c) => c.json(chargeBack(core, pathInput(c, OrderPath).id)))
    .post('/:id/support-refund', (c) => c.json(supportRefund(core, pathInput(c, OrderPath).id)));
}
