import { describe, expect, it } from 'vitest';
import { mapServerErrors } from './order-errors.ts';

const say = (field: string) => `own words for ${field}`;

describe('mapServerErrors', () => {
  it('sends the shopper to the earliest step with a bad field, in the widget\'s own words', () => {
    const result = mapServerErrors([
      { path: 'email', message: 'Enter a valid email address' },
      { path: 'plate', message: 'Unknown plate' },
    ], say);
    expect(result.step).toBe('vehicle');
    expect(result.fields).toEqual({ email: 'own words for email', plate: 'own words for plate' });
    expect(result.other).toEqual([]);
  });

  it('keeps the server\'s messages only for paths no field owns', () => {
    const result = mapServerErrors([{ path: 'products.0.flex', message: 'Not available' }, { path: 'user.phone', message: 'Bad phone' }], say);
    expect(result).toEqual({ fields: { phone: 'own words for phone' }, step: 'details', other: ['Not available'] });
  });
});
