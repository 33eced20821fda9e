import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../contract/order.ts';
import { IllegalTransition, nextStatus, statusAfter, TRANSITIONS } from './transitions.ts';

describe('order transitions', () => {
  it('walks the happy paths', () => {
    expect(nextStatus(null, 'create')).toBe('CREATED');
    expect(nextStatus('CREATED', 'send_to_provider')).toBe('PENDING');
    expect(nextStatus('CREATED', 'defer')).toBe('DEFERRED');
    expect(nextStatus('DEFERRED', 'send_to_provider')).toBe('PENDING');
    expect(nextStatus('PENDING', 'provider_confirmed')).toBe('ACTIVE');
    expect(nextStatus('ACTIVE', 'validity_ended')).toBe('EXPIRED');
  });

  it.each([
    ['CREATED', 'payment_link_expired', 'EXPIRED'],
    ['DEFERRED', 'cancel_deferred', 'REFUNDED'],
    ['PENDING', 'cancel_pending', 'REFUNDED'],
    ['PENDING', 'provider_registered_under_load', 'WILL BE ACTIVE'],
    ['WILL BE ACTIVE', 'provider_confirmed', 'ACTIVE'],
    ['PENDING', 'provider_failed', 'DELETED'],
    ['WILL BE ACTIVE', 'provider_failed', 'DELETED'],
    ['DELETED', 'support_refunded', 'REFUNDED'],
  ] as const)('moves %s by %s to %s', (from, trigger, to) => {
    expect(nextStatus(from, trigger)).toBe(to);
  });

  it('reaches every status of the spec', () => {
    expect(new Set(TRANSITIONS.map((t) => t.to))).toEqual(new Set(ORDER_STATUSES));
  });

  it('cancels only from the status each cancel route names', () => {
    expect(TRANSITIONS.filter((t) => t.trigger === 'cancel_deferred').map((t) => t.from)).toEqual(['DEFERRED']);
    expect(TRANSITIONS.filter((t) => t.trigger === 'cancel_pending').map((t) => t.from)).toEqual(['PENDING']);
  });

  it('refuses every move that is not in the table', () => {
    const triggers = [...new Set(TRANSITIONS.map((t) => t.trigger))];
    let refused = 0;
    for (const from of [null, ...ORDER_STATUSES]) {
      for (const trigger of triggers) {
        const allowed = TRANSITIONS.some((t) => t.from === from && t.trigger === trigger);
        if (allowed) continue;
        expect(statusAfter(from, trigger)).toBeUndefined();
        expect(() => nextStatus(from, trigger)).toThrow(IllegalTransition);
        refused += 1;
      }
    }
    expect(refused).toBe((ORDER_STATUSES.length + 1) * triggers.length - TRANSITIONS.length);
  });

  it('has one target per (from, trigger), nothing leaves a final status, and DELETED only by support\'s refund', () => {
    const keys = TRANSITIONS.map((t) => `${t.from}:${t.trigger}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(TRANSITIONS.filter((t) => ['EXPIRED', 'REFUNDED'].includes(t.from ?? ''))).toEqual([]);
    expect(TRANSITIONS.filter((t) => t.from === 'DELETED')).toEqual([{ from: 'DELETED', trigger: 'support_refunded', to: 'REFUNDED' }]);
  });
});
