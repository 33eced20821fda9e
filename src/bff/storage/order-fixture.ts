import type { Order, OrderStatus } from '../../contract/order.ts';

/** An upstream order of the BFF's tests: an unpaid Austrian 10-day vignette for W 1234 A, as `extra` changes it. */
export function upstreamOrder(id: string, status: OrderStatus, extra: Partial<Order> = {}): Order {
  const price = { amount: 1250, currency: 'EUR' };
  const line = { description: 'x', quantity: 1, unit_price: price, total: price };
  return {
    id, custom_id: null, product: 'vignette-at-10-days', user_id: 'usr_1', purchase_date: '2026-01-10T10:00:00Z',
    start_from: '2026-01-20', start_date: '2026-01-20', end_date: '2026-01-29', period: 'P10D', type: 'vignette',
    country: 'AT', status,
    receipt: { number: 'R-1', lines: [line], total: price },
    subaccount: null, provider_id: null,
    cars: [{ plate: 'W 1234 A', country: 'AT', vehicle_type: 'car', vin: null, provider_id: null, pdf: null }],
    can_modify: true, order_has_been_paid: false, paid: false, payment_link: null,
    allowed_payment_providers: ['stripe'],
    open_order_details_by_default: false, flex: null, price, version: 1, updated_at: '2026-01-10T10:00:00Z',
    ...extra,
  };
}
