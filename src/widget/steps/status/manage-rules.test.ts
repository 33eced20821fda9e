import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../contract/order.ts';
import { canCancel, canChangeStart, canModify } from './manage-rules.ts';

// Spec section 3: cancel-deferred only in DEFERRED, cancel-pending only in PENDING; modify once, while can_modify.
const ALL: OrderStatus[] = ['CREATED', 'DEFERRED', 'PENDING', 'WILL BE ACTIVE', 'ACTIVE', 'EXPIRED', 'REFUNDED', 'DELETED'];
const paid = (status: OrderStatus, can_modify = true) => ({ status, paid: true, can_modify });

describe('what "Manage your order" offers', () => {
  it('offers a cancel for DEFERRED and PENDING orders only', () => {
    expect(ALL.filter((status) => canCancel(paid(status)))).toEqual(['DEFERRED', 'PENDING']);
    expect(canCancel(null)).toBe(false);
  });

  it('offers the change of a paid order that has not ended, while can_modify says so', () => {
    expect(ALL.filter((status) => canModify(paid(status))))
      .toEqual(['CREATED', 'DEFERRED', 'PENDING', 'WILL BE ACTIVE', 'ACTIVE']);
    expect(canModify(paid('DEFERRED', false))).toBe(false);
    expect(canModify({ status: 'CREATED', paid: false, can_modify: true })).toBe(false);
    expect(canModify(null)).toBe(false);
  });

  it('offers a new start date only before the order is with the national provider', () => {
    expect(ALL.filter((status) => canChangeStart(paid(status)))).toEqual(['CREATED', 'DEFERRED']);
    expect(canChangeStart(null)).toBe(false);
  });
});
