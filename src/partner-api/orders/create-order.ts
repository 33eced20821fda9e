import type { Order, OrderCreateInput } from '../../contract/order.ts';
import { DEFAULT_PAYMENT_PROVIDERS } from '../../contract/primitives.ts';
import { duplicateGroup } from '../catalogue/catalogue.ts';
import type { PartnerApiCore } from '../core.ts';
import type { Db } from '../db/open-database.ts';
import { HttpProblem } from '../http/http-problem.ts';
import type { Partner } from '../partners/partners.ts';
import { newOrderId, newPaymentToken } from '../support/ids.ts';
import { recordUserPayment, upsertUser } from '../users/users.ts';
import { scheduleProcessing } from './lifecycle.ts';
import { emitStatusChanged } from './move-order.ts';
import { insertOrder, loadOrder } from './order-store.ts';
import { planOrder, type OrderPlan } from './order-rules.ts';
import { buildReceipt } from './receipt.ts';
import { nextStatus } from './transitions.ts';

const duplicate = (plate: string, country: string, existing?: string) => HttpProblem.of(409, 'duplicate_order',
  'This vehicle already has this product for an overlapping period', {
    detail: existing
      ? `Order ${existing} already covers ${plate} (${country}) in this period. Do not retry.`
      : `${plate} (${country}) appears twice in this order.`,
  });

/** Spec 2.3: one vignette per country, plate and registration country at a time. */
function refuseDuplicates(db: Db, partnerId: string, plan: OrderPlan): void {
  const group = duplicateGroup(plan.product);
  if (group === null) return;
  const seen = new Set<string>();
  const find = db.prepare(`SELECT o.id FROM orders o JOIN order_cars c ON c.order_id = o.id
    WHERE o.partner_id = ? AND o.duplicate_group = ? AND o.status NOT IN ('REFUNDED', 'DELETED', 'EXPIRED')
      AND o.start_date <= ? AND o.end_date >= ? AND c.plate = ? AND c.country = ? LIMIT 1`);
  for (const car of plan.cars) {
    const key = `${car.country} ${car.plate}`;
    if (seen.has(key)) throw duplicate(car.plate, car.country);
    seen.add(key);
    const existing = find.get(partnerId, group, plan.endDate, plan.startDate, car.plate, car.country) as { id: string } | undefined;
    if (existing) throw duplicate(car.plate, car.country, existing.id);
  }
}

export function createOrder(core: PartnerApiCore, partner: Partner, input: OrderCreateInput): Order {
  const { db, clock } = core;
  const now = clock.now();
  const plan = planOrder(input, now);
  return db.transaction(() => {
    refuseDuplicates(db, partner.id, plan);
    const userId = upsertUser(db, partner.id, input.user, now);
    const id = newOrderId();
    const receipt = buildReceipt(`RC-${id.slice(4).toUpperCase()}`, plan.product, plan.cars.map((c) => c.vehicle_type), plan.flex);
    const partnerPaid = input.order_has_been_paid;
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
      paid: partnerPaid ? 1 : 0,
      payment_token: partnerPaid ? null : newPaymentToken(),
      allowed_payment_providers: JSON.stringify(partnerPaid ? [] : input.allowed_payment_providers ?? DEFAULT_PAYMENT_PROVIDERS),
      open_order_details_by_default: input.open_order_details_by_default ? 1 : 0,
      flex: plan.flex ? JSON.stringify(plan.flex) : null,
      receipt: JSON.stringify(receipt),
      price_amount: receipt.total.amount,
      currency: receipt.total.currency,
      provider_id: null,
      version: 1,
      updated_at: now,
    }, plan.cars);
    if (partnerPaid) {
      recordUserPayment(db, userId, now);
      scheduleProcessing(db, id, now);
    }
    const order = loadOrder(db, id, core.publicUrl);
    emitStatusChanged(core, partner.id, order, null);
    return order;
  })();
}
