import type * as z from 'zod/mini';
import type { ExternalOrder, ExternalOrderCreateInput } from '../../contract/external-order.ts';
import { DEFAULT_PAYMENT_PROVIDERS } from '../../contract/primitives.ts';
import type { PartnerApiCore } from '../core.ts';
import { HttpProblem } from '../http/http-problem.ts';
import { scheduleJob } from '../jobs/job-scheduler.ts';
import type { Partner } from '../partners/partners.ts';
import { newPaymentToken, randomBase32 } from '../support/ids.ts';
import { externalOrderView, findExternalOrderByReference, insertExternalOrder, type ExternalOrderRow } from './external-order-store.ts';

export type ExternalOrderInput = z.infer<typeof ExternalOrderCreateInput>;

const newExternalOrderId = () => `eo_${randomBase32(10)}`;

/** What the partner asked for, with defaults applied, so equal requests compare equal. */
const requested = (input: ExternalOrderInput) =>
  JSON.stringify([
    input.amount.amount,
    input.amount.currency,
    input.description ?? null,
    input.expires_in,
    input.allowed_payment_providers ?? DEFAULT_PAYMENT_PROVIDERS,
  ]);
const stored = (row: ExternalOrderRow) => JSON.stringify([
  row.amount, row.currency, row.description, row.expires_in, JSON.parse(row.allowed_payment_providers) as unknown,
]);

/**
 * POST /public/external-orders. `reference_id` is unique per partner: the
 * same request again answers the existing external order (`created: false`),
 * a different one 409 `reference_id_taken`. No event on creation: the
 * webhook reports status changes only.
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
        throw HttpProblem.of(409, 'reference_id_taken', 'This reference_id is used by another external order', {
          detail: `External order ${existing.id} has reference_id ${input.reference_id} with other details; use a new reference_id.`,
        });
      }
      return { externalOrder: externalOrderView(existing, core.publicUrl), created: false };
    }
    const now = clock.now();
    const row: ExternalOrderRow = {
      id: newExternalOrderId(),
      partner_id: partner.id,
      reference_id: input.reference_id,
      status: 'OPEN',
      amount: input.amount.amount,
      currency: input.amount.currency,
      description: input.description ?? null,
      payment_token: newPaymentToken(),
      expires_in: input.expires_in,
      expires_at: now + input.expires_in * 1000,
      allowed_payment_providers: JSON.stringify(input.allowed_payment_providers ?? DEFAULT_PAYMENT_PROVIDERS),
      created_at: now,
      updated_at: now,
    };
    insertExternalOrder(db, row);
    scheduleJob(db, 'external_order.expire', row.id, row.expires_at);
    return { externalOrder: externalOrderView(row, core.publicUrl), created: true };
  })();
}
