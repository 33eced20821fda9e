import type { Order, OrderCreateInput } from '../../contract/order.ts';
import { DEFAULT_PAYMENT_PROVIDERS } from '../../contract/primitives.ts';
import { duplicateGroup } from '../../contract/duplicate-group.ts';
import type { PartnerApiCore } from '../core.ts';
import { admitNewOrder } from '../partners/admit-order.ts';
import type { Partner } from '../partners/partners.ts';
import { newOrderId, newPaymentToken } from '../support/ids.ts';
import { recordUserPayment, upsertUser } from '../users/users.ts';
import { refuseDuplicates } from './duplicates.ts';
import { schedulePaymentLinkExpiry, scheduleProcessing } from './lifecycle.ts';
import { emitStatusChanged } from './move-order.ts';
import { insertOrder, loadOrder } from './order-store.ts';
import { planOrder } from './order-rules.ts';
import { buildReceipt } from './receipt.ts';
import { nextStatus } from './transitions.ts';

/**
 * Route-free: the REST route and the MCP tool both call it. `paidThroughLink`: an external order's link was just
 * paid, so the service collected (no debt for the partner) and the order is processed at once, with no link of its own.
 */
export function createOrder(
  core: PartnerApiCore, partner: Partner, input: OrderCreateInput, paidThroughLink = false,
): Order {
  const { db, clock } = core;
  const now = clock.now();
  const plan = planOrder(input, now);
  return db.transaction(() => {
    refuseDuplicates(db, {
      partnerId: partner.id,
      group: duplicateGroup(plan.product),
      startDate: plan.startDate,
      endDate: plan.endDate,
      cars: plan.cars,
    });
    const userId = upsertUser(db, partner.id, input.user, now);
    const id = newOrderId();
    const receipt = buildReceipt(`RC-${id.slice(4).toUpperCase()}`, plan.product, plan.cars.map((c) => c.vehicle_type), plan.flex);
    const partnerPaid = input.order_has_been_paid;
    const paid = partnerPaid || paidThroughLink;
    insertOrder(db, {
      id,
      partner_id: partner.id,
      user_id: userId,
      custom_id: input.custom_id ?? null,
      subaccount: input.subaccount ?? null,
      product: plan.product.slug,
      type: plan.product.type,
      country: plan.product.country,
      period: plan.product.period,
      duplicate_group: duplicateGroup(plan.product),
      start_date: plan.startDate,
      end_date: plan.endDate,
      purchased_at: now,
      status: nextStatus(null, 'create'),
      order_has_been_paid: partnerPaid ? 1 : 0,
      paid: paid ? 1 : 0,
      payment_token: paid ? null : newPaymentToken(),
      allowed_payment_providers: JSON.stringify(
        partnerPaid ? [] : input.allowed_payment_providers ?? DEFAULT_PAYMENT_PROVIDERS,
      ),
      open_order_details_by_default: input.open_order_details_by_default ? 1 : 0,
      flex: plan.flex ? JSON.stringify(plan.flex) : null,
      receipt: JSON.stringify(receipt),
      price_amount: receipt.total.amount,
      currency: receipt.total.currency,
      provider_id: null,
      version: 1,
      updated_at: now,
      locale: input.locale ?? null,
    }, plan.cars);
    if (paid) {
      recordUserPayment(db, userId, now);
      scheduleProcessing(db, id, now);
    } else {
      schedulePaymentLinkExpiry(db, id, now);
    }
    const order = loadOrder(db, id, core.publicUrl);
    admitNewOrder(core, partner.id, order);
    emitStatusChanged(core, partner.id, order, null);
    return order;
  })();
}
