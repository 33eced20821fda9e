import { describe, expect, it } from 'vitest';
import { deliveriesHref, deliveriesOf, deliveryQuery, NO_DELIVERY_FILTERS } from './webhooks-query.ts';

describe('the delivery log as a URL', () => {
  it('writes the filters and the page, and reads them back', () => {
    const values = { type: 'WEBHOOK_TEST', outcome: 'failing' };
    expect(deliveriesHref(values, 2)).toBe('#/webhooks?type=WEBHOOK_TEST&outcome=failing&page=2');
    expect(deliveriesOf('type=WEBHOOK_TEST&outcome=failing&page=2')).toEqual({ values, page: 2 });
  });

  it('asks the API for the same filters and page, the first page without one', () => {
    expect(deliveryQuery({ type: '', outcome: 'waiting' }, 3).toString()).toBe('outcome=waiting&page=3');
    expect(deliveryQuery({ type: 'PARTNER_DEBT_NOTICE', outcome: '' }, 1).toString()).toBe('type=PARTNER_DEBT_NOTICE');
  });

  it('is the bare log on its first page without filters, as the overview\'s link opens it filtered', () => {
    expect(deliveriesHref(NO_DELIVERY_FILTERS, 1)).toBe('#/webhooks');
    expect(deliveriesOf('')).toEqual({ values: NO_DELIVERY_FILTERS, page: 1 });
    expect(deliveriesOf('outcome=failing')).toEqual({ values: { type: '', outcome: 'failing' }, page: 1 });
  });

  it('reads a type, outcome or page that is none as no filter and the first page', () => {
    expect(deliveriesOf('type=NOPE&outcome=lost&page=x')).toEqual({ values: NO_DELIVERY_FILTERS, page: 1 });
    for (const page of ['0', '-2', '1.5', '']) expect(deliveriesOf(`page=${page}`).page).toBe(1);
  });
});
