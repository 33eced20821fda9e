import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { pathInput } from '../http/request-input.ts';
import { chargeBack } from '../orders/charge-back.ts';

const OrderPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** What happens to an order outside the partner's hands: here, the payer's bank reversing the payment. */
export function sandboxOrderRoutes(core: PartnerApiCore): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/:id/chargeback', (c) => c.json(chargeBack(core, pathInput(c, OrderPath).id)));
}
