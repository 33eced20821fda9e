import { describe, expect, it } from 'vitest';
import { laterTranslator, loadLaterWords } from '../../i18n/later.ts';
import { translator } from '../../i18n/t.ts';
import { english as en } from '../../i18n/english.ts';
import { cancelledHere, endingOf, seenEnd } from './order-ending.ts';

// Unbuilt, there is no words chunk to check.
await loadLaterWords('en', async () => undefined);
const t = laterTranslator('en', translator(en));
const RETURNED = 'Your payment is being returned to the way you paid.';

describe('endingOf', () => {
  it('says what happened and where the money is, with support for the problems', () => {
    expect(endingOf({ status: 'DELETED', paid: true }, t)).toEqual({
      lines: ['The national provider could not register this order.',
        'Your payment was taken. Support will register the order or refund you; give them your order number.'],
      problem: true, support: true,
    });
    expect(endingOf({ status: 'DELETED', paid: false }, t)).toEqual({
      lines: ['The national provider could not register this order.', 'No money was taken.'], problem: true, support: true,
    });
    // An unpaid order whose payment link ran out ends EXPIRED (the Partner API, spec 3): no problem, no support.
    expect(endingOf({ status: 'EXPIRED', paid: false }, t)).toEqual({
      lines: ['This order was not paid in time, so it was closed.', 'No money was taken.'], problem: false, support: false,
    });
    expect(endingOf({ status: 'EXPIRED', paid: true }, t)).toEqual({
      lines: ['The validity of this order has ended.'], problem: false, support: false,
    });
    expect(endingOf({ status: 'ACTIVE', paid: true }, t)).toBeNull();
    expect(endingOf({ status: 'PENDING', paid: true }, t)).toBeNull();
  });

  it('says the shopper\'s own cancel calmly, with no support link', () => {
    expect(endingOf({ status: 'REFUNDED', paid: true }, t, 'cancelled')).toEqual({
      lines: ['You cancelled this order.', RETURNED], problem: false, support: false,
    });
  });

  it('says a refund after a failure as the failure it is, never as a cancel', () => {
    const ending = endingOf({ status: 'REFUNDED', paid: true }, t, 'failed');
    expect(ending).toEqual({
      lines: ['The national provider could not register this order.', RETURNED], problem: true, support: true,
    });
    expect(ending!.lines.join(' ')).not.toMatch(/cancel/i);
  });

  it('says only what every refund shares when the page did not see how it came, with a way to ask why', () => {
    const ending = endingOf({ status: 'REFUNDED', paid: true }, t);
    expect(ending).toEqual({ lines: ['This order is closed and not valid.', RETURNED], problem: false, support: true });
    expect(ending!.lines.join(' ')).not.toMatch(/cancel/i);
  });
});

describe('seenEnd', () => {
  it('remembers a failure it showed, for the refund that follows', () => {
    expect(seenEnd({ id: 'ord_failed', status: 'PENDING' })).toBeUndefined();
    expect(seenEnd({ id: 'ord_failed', status: 'DELETED' })).toBe('failed');
    expect(seenEnd({ id: 'ord_failed', status: 'REFUNDED' })).toBe('failed');
  });

  it('remembers the shopper\'s cancel on this page, and knows nothing of an order it only saw refunded', () => {
    cancelledHere('ord_cancelled');
    expect(seenEnd({ id: 'ord_cancelled', status: 'REFUNDED' })).toBe('cancelled');
    expect(seenEnd({ id: 'ord_reloaded', status: 'REFUNDED' })).toBeUndefined();
  });

  it('takes the BFF\'s word on how an order ended, which a reload keeps', () => {
    expect(seenEnd({ id: 'ord_new_page_1', status: 'REFUNDED', ended_by: 'cancelled' })).toBe('cancelled');
    expect(seenEnd({ id: 'ord_new_page_2', status: 'REFUNDED', ended_by: 'failed' })).toBe('failed');
  });
});
