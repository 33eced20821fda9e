import { describe, expect, it } from 'vitest';
import { mapServerErrors } from './order-errors.ts';

describe('mapServerErrors', () => {
  it('sends the shopper to the earliest step with a bad field', () => {
    const result = mapServerErrors([
      { path: 'email', message: 'Enter a valid email address' },
      { path: 'plate', message: 'Unknown plate' },
    ]);
    expect(result.step).toBe('vehicle');
    expect(result.fields).toEqual({ email: 'Enter a valid email address', plate: 'Unknown plate' });
    expect(result.other).toEqual([]);
  });

  it('keeps messages for unknown paths', () => {
    const result = mapServerErrors([{ path: 'products.0.flex', message: 'Not available' }, { path: 'user.phone', message: 'Bad phone' }]);
    expect(result).toEqual({ fields: { phone: 'Bad phone' }, step: 'details', other: ['Not available'] });
  });
});
