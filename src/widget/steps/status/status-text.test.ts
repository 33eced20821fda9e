import { describe, expect, it } from 'vitest';
import { FINAL_STATUSES as CONTRACT_FINAL } from '../../../contract/order.ts';
import { translator } from '../../i18n/t.ts';
import { english as en } from '../../i18n/english.ts';
import { FINAL_STATUSES, isSettled, statusText, statusTone, waitReason } from './status-text.ts';

const t = translator(en);
const base = { paid: false, start_date: '2026-04-01' };

describe('statusText', () => {
  it('uses the spec display texts', () => {
    expect(statusText({ ...base, status: 'CREATED' }, t, 'en')).toBe('Waiting for payment');
    expect(statusText({ ...base, paid: true, status: 'CREATED' }, t, 'en')).toBe('Processing');
    expect(statusText({ ...base, status: 'DEFERRED' }, t, 'en')).toBe('Scheduled for April\u00a01, 2026');
    expect(statusText({ ...base, status: 'PENDING' }, t, 'en')).toBe('Processing');
    expect(statusText({ ...base, status: 'WILL BE ACTIVE' }, t, 'en')).toBe('Almost ready');
    expect(statusText({ ...base, status: 'ACTIVE' }, t, 'en')).toBe('Active');
    expect(statusText({ ...base, status: 'DELETED' }, t, 'en')).toBe('Something went wrong\u00a0— contact support');
  });
});

describe('isSettled', () => {
  it('repeats the contract final statuses', () => {
    expect(FINAL_STATUSES).toEqual(CONTRACT_FINAL);
  });
  it('ends on final statuses and on ACTIVE with its PDF', () => {
    expect(isSettled({ status: 'REFUNDED', paid: true, confirmation_url: null })).toBe(true);
    expect(isSettled({ status: 'EXPIRED', paid: false, confirmation_url: null })).toBe(true);
    expect(isSettled({ status: 'ACTIVE', paid: true, confirmation_url: '/api/orders/x/confirmation.pdf' })).toBe(true);
    expect(isSettled({ status: 'ACTIVE', paid: true, confirmation_url: null })).toBe(false);
    expect(isSettled({ status: 'PENDING', paid: true, confirmation_url: null })).toBe(false);
  });

  it('keeps following a failed order whose payment was taken, until support refunds it', () => {
    expect(isSettled({ status: 'DELETED', paid: true, confirmation_url: null })).toBe(false);
    expect(isSettled({ status: 'DELETED', paid: false, confirmation_url: null })).toBe(true);
  });
});

describe('statusTone', () => {
  it('says a failure as a problem, and a refund calmly, whoever asked for it', () => {
    expect(statusTone('DELETED')).toBe('problem');
    expect(statusTone('REFUNDED')).toBe('neutral');
    expect(statusTone('EXPIRED')).toBe('neutral');
    expect(statusTone('ACTIVE')).toBe('success');
    expect(statusTone('PENDING')).toBe('waiting');
    expect(statusTone('CREATED')).toBe('waiting');
  });
});

describe('waitReason', () => {
  const order = { paid: true, start_date: '2026-04-20', product: { slug: 'vignette-at-1-year', name: 'x', type: 'vignette', country: 'AT' } };
  const name = (code: string) => ({ AT: 'Austria' })[code] ?? code;

  it('says why a paid order waits, and until when or for about how long', () => {
    expect(waitReason({ ...order, status: 'DEFERRED' }, [], t, name, 'en', '2026-04-20'))
      .toBe('It goes to the national system on April\u00a017, 2026, 3 days before it starts; until then you can cancel it.');
    expect(waitReason({ ...order, status: 'PENDING' }, [], t, name, 'en', '2026-04-20'))
      .toBe('Registering with the national system; this usually takes a few minutes.');
    expect(waitReason({ ...order, status: 'PENDING' }, [{ country: 'AT', status: 'down' }], t, name, 'en', '2026-04-20'))
      .toBe('The national system (Austria) is not answering. Your order is registered once it is back; you need do nothing.');
    expect(waitReason({ ...order, status: 'WILL BE ACTIVE' }, [], t, name, 'en', '2026-04-20'))
      .toBe('Registered and already valid. The national system is busy, so the confirmation and its PDF come later.');
  });

  it('says an order registered ahead of its start (1 to 3 days) is valid from that day, not busy', () => {
    expect(waitReason({ ...order, status: 'WILL BE ACTIVE' }, [], t, name, 'en', '2026-04-18'))
      .toBe('Registered, and valid from April\u00a020, 2026: the confirmation and its PDF come on that day.');
  });

  it('says nothing of an unpaid, active or ended order', () => {
    expect(waitReason({ ...order, paid: false, status: 'CREATED' }, [], t, name, 'en', '2026-04-20')).toBeNull();
    expect(waitReason({ ...order, status: 'ACTIVE' }, [], t, name, 'en', '2026-04-20')).toBeNull();
    expect(waitReason({ ...order, status: 'REFUNDED' }, [], t, name, 'en', '2026-04-20')).toBeNull();
  });
});
