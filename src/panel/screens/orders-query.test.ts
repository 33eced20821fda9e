import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './OrderFilters.tsx';
import { ordersHref, ordersOf } from './orders-query.ts';

describe('the order list as a URL', () => {
  it('writes the filters typed and the page, and reads them back', () => {
    const values = { ...NO_FILTERS, subaccount: 'fleet north', status: 'ACTIVE', from: '2026-11-01' };
    expect(ordersHref(values, 2)).toBe('#/orders?status=ACTIVE&from=2026-11-01&subaccount=fleet+north&page=2');
    expect(ordersOf('status=ACTIVE&from=2026-11-01&subaccount=fleet+north&page=2')).toEqual({ values, page: 2 });
  });

  it('is the bare list without filters, and reads a page that is no page as the first', () => {
    expect(ordersHref(NO_FILTERS, 1)).toBe('#/orders');
    expect(ordersOf('page=x&limit=5')).toEqual({ values: NO_FILTERS, page: 1 });
    expect(ordersOf('page=-3')).toEqual({ values: NO_FILTERS, page: 1 });
  });
});
