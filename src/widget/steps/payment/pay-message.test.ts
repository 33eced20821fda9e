import { describe, expect, it } from 'vitest';
import { payOutcome } from './pay-message.ts';

const API = 'https://partner-api.test';
const frame = { name: 'payment frame' };
const message = (type: unknown, data: unknown = {}) => ({ proto: 'road-checkout-pay', v: 1, type, data });
const from = (data: unknown, origin = API, source: unknown = frame) => ({ origin, source, data });

describe('payOutcome', () => {
  it('reads ready, paid, failed with its reason, and abandoned', () => {
    expect(payOutcome(from(message('ready')), API, frame)).toEqual({ type: 'ready' });
    expect(payOutcome(from(message('paid')), API, frame)).toEqual({ type: 'paid' });
    expect(payOutcome(from(message('failed', { reason: 'Card declined.' })), API, frame))
      .toEqual({ type: 'failed', reason: 'Card declined.' });
    expect(payOutcome(from(message('failed', { reason: 42 })), API, frame)).toEqual({ type: 'failed', reason: '' });
    expect(payOutcome(from(message('failed', null)), API, frame)).toEqual({ type: 'failed', reason: '' });
    expect(payOutcome(from(message('abandoned')), API, frame)).toEqual({ type: 'abandoned' });
  });

  it('trusts only the payment link origin and the frame it opened', () => {
    expect(payOutcome(from(message('paid'), 'https://evil.test'), API, frame)).toBeNull();
    expect(payOutcome(from(message('paid'), 'null'), API, frame)).toBeNull();
    expect(payOutcome(from(message('paid'), API, {}), API, frame)).toBeNull();
    expect(payOutcome(from(message('paid'), API, null), API, null)).toBeNull();
  });

  it('refuses anything but a v1 envelope of a known type', () => {
    expect(payOutcome(from({ ...message('paid'), v: 2 }), API, frame)).toBeNull();
    expect(payOutcome(from({ ...message('paid'), proto: 'road-checkout' }), API, frame)).toBeNull();
    expect(payOutcome(from(message('refunded')), API, frame)).toBeNull();
    expect(payOutcome(from('paid'), API, frame)).toBeNull();
    expect(payOutcome(from(null), API, frame)).toBeNull();
  });

  it('cuts a runaway reason', () => {
    const outcome = payOutcome(from(message('failed', { reason: 'x'.repeat(5000) })), API, frame);
    expect(outcome).toEqual({ type: 'failed', reason: 'x'.repeat(300) });
  });
});
