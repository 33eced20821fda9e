import { describe, expect, it } from 'vitest';
import { laterTranslator, loadLaterWords } from '../../i18n/later.ts';
import { translator } from '../../i18n/t.ts';
import { english as en } from '../../i18n/english.ts';
import { endingOf } from './order-ending.ts';

// Unbuilt, there is no words chunk to check.
await loadLaterWords('en', async () => undefined);
const t = laterTranslator('en', translator(en));

describe('endingOf', () => {
  it('says what happened and where the money is, with support for the problems', () => {
    expect(endingOf({ status: 'DELETED', paid: true }, t)).toEqual({
      lines: ['The national provider could not register this order.',
        'Your payment was taken. Support will register the order or refund you; give them your order number.'],
      support: true,
    });
    expect(endingOf({ status: 'DELETED', paid: false }, t)).toEqual({
      lines: ['The national provider could not register this order.', 'No money was taken.'], support: true,
    });
    // An unpaid order whose payment link ran out ends EXPIRED (the Partner API, spec 3): no problem, no support.
    expect(endingOf({ status: 'EXPIRED', paid: false }, t)).toEqual({
      lines: ['This order was not paid in time, so it was closed.', 'No money was taken.'], support: false,
    });
    expect(endingOf({ status: 'REFUNDED', paid: true }, t)).toEqual({
      lines: ['This order was cancelled.', 'Your payment is being returned to the way you paid.'], support: true,
    });
    expect(endingOf({ status: 'EXPIRED', paid: true }, t)).toEqual({ lines: ['The validity of this order has ended.'], support: false });
    expect(endingOf({ status: 'ACTIVE', paid: true }, t)).toBeNull();
    expect(endingOf({ status: 'PENDING', paid: true }, t)).toBeNull();
  });
});
