import { describe, expect, it } from 'vitest';
import { IdempotencyKey } from '../../contract/widget-api.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

describe('newIdempotencyKey', () => {
  it('satisfies the contract and differs each time', () => {
    const a = newIdempotencyKey();
    expect(IdempotencyKey.safeParse(a).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
