import { describe, expect, it } from 'vitest';
import { CheckoutCreated, CheckoutOrder, CheckoutRequest } from '../../contract/widget-api.ts';
import { invalidRequestFields, isCheckoutCreated, isCheckoutOrder } from './checks.ts';

const valid = {
  product: 'at-vignette-10d', vehicle_type: 'car', plate: 'W 12345 X', vehicle_country: 'at',
  start_date: '2026-02-28', email: 'anna@example.com',
} as const;

/** Each case breaks or keeps one rule; the schema and the hand-written check must agree on all of them. */
const cases: Partial<CheckoutRequest>[] = [
  {}, { plate: 'W' }, { plate: ' W 1 ' }, { plate: 'A'.repeat(17) }, { plate: 'W_1' }, { plate: 'ČB 1234' },
  { vehicle_country: 'AUT' }, { vehicle_country: 'a1' }, { vehicle_type: 'bus' as 'car' }, { product: '' },
  { start_date: '2026-02-30' }, { start_date: '2028-02-29' }, { start_date: '26-02-01' },
  { email: 'anna@example' }, { email: '.anna@example.com' }, { email: 'a..b@example.com' }, { email: 'a+b@ex.co.uk' },
  { vin: 'WVWZZZ1JZXW000001' }, { vin: 'WVWZZZ1JZXW00000O' }, { vin: 'wvwzzz1jzxw000001' }, { vin: 'SHORT' },
  { first_name: '' }, { first_name: '  ' }, { first_name: 'Ana' }, { last_name: 'x'.repeat(101) },
  { phone: '+43 660 1234567' }, { phone: '12345' }, { phone: 'call me' }, { address: 'Hauptstraße 1, Wien' },
];

describe('hand-written request checks', () => {
  it.each(cases)('agree with the contract schema for %o', (change) => {
    const request = { ...valid, ...change } as CheckoutRequest;
    const parsed = CheckoutRequest.safeParse(request);
    const schemaFields = parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.path[0]))].sort();
    expect(invalidRequestFields(request).sort()).toEqual(schemaFields);
  });
});

describe('answer shape checks', () => {
  const order = {
    id: 'o1', status: 'CREATED', product: { slug: 's', name: 'n', type: 'vignette', country: 'AT' },
    vehicle: { plate: 'W 1', country: 'AT', type: 'car' }, start_date: '2026-01-01', end_date: '2026-01-10',
    price: { amount: 990, currency: 'EUR' }, paid: false, payment_link: null, allowed_payment_providers: ['stripe'],
    open_order_details_by_default: false, confirmation_url: null, can_modify: true, support_url: 'https://x', version: 1,
  };
  it('accept what the contract accepts and refuse what is not an order', () => {
    expect(CheckoutOrder.safeParse(order).success).toBe(true);
    expect(isCheckoutOrder(order)).toBe(true);
    expect(isCheckoutCreated({ order, access_token: 'tok' })).toBe(CheckoutCreated.safeParse({ order, access_token: 'tok' }).success);
    expect(isCheckoutOrder({ ...order, price: '9.90' })).toBe(false);
    expect(isCheckoutOrder('<html>')).toBe(false);
    expect(isCheckoutCreated({ order })).toBe(false);
  });
});
