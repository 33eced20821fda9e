import { describe, expect, it } from 'vitest';
import type { CheckoutOrder } from '../../contract/widget-api.ts';
import { order } from '../app/store-fixtures.ts';
import { english as en } from '../i18n/english.ts';
import { formatDateRange } from '../lib/date-format.ts';
import { translator } from '../i18n/t.ts';
import { orderRows } from './order-rows.ts';

const s = { t: translator(en), locale: 'en', productName: (p: { name: string }) => p.name };
const labels = (o: CheckoutOrder) => orderRows(o, s).map((row) => row.label);

describe('orderRows', () => {
  it('lists what was bought and the days it covers', () => {
    expect(orderRows(order({ status: 'ACTIVE', paid: true }), s)).toEqual([
      { label: 'Order number', value: 'ord_1', code: true },
      { label: 'Product', value: '10-day vignette' },
      { label: 'Vehicle', value: 'W 12345 X (Austria), Car' },
      { label: 'Valid', value: formatDateRange('2026-03-10', '2026-03-19', 'en') },
    ]);
    expect(labels(order())).toContain('Valid');
    expect(labels(order({ status: 'DEFERRED', paid: true }))).toContain('Valid');
    // It was valid: the days it covered are what it was.
    expect(labels(order({ status: 'EXPIRED', paid: true }))).toContain('Valid');
  });

  it('claims no validity for an order that will never be valid: cancelled or refunded, failed, or lapsed unpaid', () => {
    expect(labels(order({ status: 'REFUNDED', paid: true }))).toEqual(['Order number', 'Product', 'Vehicle']);
    expect(labels(order({ status: 'DELETED', paid: true }))).toEqual(['Order number', 'Product', 'Vehicle']);
    expect(labels(order({ status: 'EXPIRED', paid: false }))).toEqual(['Order number', 'Product', 'Vehicle']);
  });
});
