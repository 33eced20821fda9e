import type * as z from 'zod/mini';
import type { ExternalOrder, ExternalOrderCreateInput } from '../../contract/external-order.ts';
import type { OrderCreateInput } from '../../contract/order.ts';
import { DEFAULT_PAYMENT_PROVIDERS } from '../../contract/primitives.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { scheduleJob } from '../jobs/job-scheduler.ts';
import type { Partner } from '../partners/partners.ts';
import { newPaymentToken, randomBase32 } from '../support/ids.ts';
import { planBasket, refuseBasketDuplicates } from './basket.ts';
import { externalOrderView, findExternalOrderByReference, insertExternalOrder, type ExternalOrderRow } from './external-order-store.ts';

export type ExternalOrderInput = z.infer<typeof ExternalOrderCreateInput>;

const newExternalOrderId = () => `eo_${randomBase32(10)}`;

/**
 * The basket that paying the link orders, as one order creation input: paid
 * by the shopper through the service, as with `order_has_been_paid: false`.
 * Paying splits it into one order per product group (`planBasket`).
 */
const orderToCreate = (input: ExternalOrderInput): OrderCreateInput => ({
  order_has_been_paid: false,
  ...(input.custom_id === undefined ? {} : { custom_id: input.custom_id }),
  ...(input.subaccount === undefined ? {} : { subaccount: input.subaccount }),
  user: input.user,
  products: input.products,
});

/** What the partner asked for, with defaults applied, so equal requests compare equal. */
const requested = (input: ExternalOrderInput) => JSON.stringify([
  JSON.stringify(orderToCreate(input)),
  input.description ?? null,
  input.expires_in,
  input.allowed_payment_providers ?? DEFAULT_PAYMENT_PROVIDERS,
]);
const stored = (row: ExternalOrderRow) => JSON.stringify([
  row.order_input, row.description, row.expires_in, JSON.parse(row.allowed_payment_providers) as unknown,
]);

/**
 * POST /public/external-orders. `reference_id` is unique per partner: the
 * same request again answers the existing external order (`created: false`),
 * a different one 409 `reference_id_taken`. No event on creation: the
 * webhook reports status changes only. The basket is refused whole when one
 * of its orders could not be made (the 400 of order creation) or would
 * duplicate a paid order or another of its orders (409 `duplicate_order`),
 * `errors` naming the `products[]` items concerned.
 */
export function createExternalOrder(
  core: PartnerApiCore,
  partner: Partner,
  input: ExternalOrderInput,
): { externalOrder: ExternalOrder; created: boolean } {
  const { db, clock } = core;
  return db.transaction(() => {
    const existing = findExternalOrderByReference(db, partner.id, input.reference_id);
    if (existing) {
      if (stored(existing) !== requested(input)) {
        throw ProblemError.of(409, 'reference_id_taken', 'This reference_id is used by another external order', {
          detail: `External order ${existing.id} has reference_id ${input.reference_id} with other details; use a new reference_id.`,
        });
      }
      return { externalOrder: externalOrderView(existing, core.publicUrl), created: false };
    }
    const now = clock.now();
    const order = orderToCreate(input);
    // The same rules as order creation, per order of the basket, so a link is never sold for an order that could
    // not be made; prices from the catalogue.
    const groups = planBasket(order, now);
    refuseBasketDuplicates(db, partner.id, groups);
    const items = groups.map((g) => g.item);
    const price = { amount: items.reduce((sum, item) => sum + item.amount.amount, 0), currency: 'EUR' };
    const row: ExternalOrderRow = {
      id: newExternalOrderId(),
      partner_id: partner.id,
      reference_id: input.reference_id,
      status: 'OPEN',
      amount: price.amount,
      currency: price.currency,
      description: input.description ?? null,
      payment_token: newPaymentToken(),
      expires_in: input.expires_in,
      expires_at: now + input.expires_in * 1000,
      allowed_payment_providers: JSON.stringify(input.allowed_payment_providers ?? DEFAULT_PAYMENT_PROVIDERS),
      created_at: now,
      updated_at: now,
      order_input: JSON.stringify(order),
      order_id: null,
      items: JSON.stringify(items),
      order_ids: null,
    };
    insertExternalOrder(db, row);
    scheduleJob(db, 'external_order.expire', row.id, row.expires_at);
    return { externalOrder: externalOrderView(row, core.publicUrl), created: true };
  })();
}
