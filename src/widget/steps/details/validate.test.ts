import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../../contract/widget-api.ts';
import { translator } from '../../i18n/t.ts';
import { english as en } from '../../i18n/english.ts';
import { firstInvalid } from '../../app/steps.ts';
import { type DetailsRules, validateDetails } from './validate.ts';

const t = translator(en);
const request: CheckoutRequest = {
  product: 'vignette-at-10-days', vehicle_type: 'car', plate: 'W 12345 X', vehicle_country: 'AT',
  start_date: '2026-03-10', email: 'ana@example.com',
};
const rules: DetailsRules = { vinRequired: false, requiredUserFields: ['email'], minDate: '2026-03-10', maxDate: '2027-03-10', mayStart: () => true, locale: 'en', phoneExample: '+373 69 123 456' };

describe('validateDetails', () => {
  it('passes a complete request', () => {
    expect(validateDetails(request, rules, t)).toEqual({});
  });

  it('flags a bad email with the widget message', () => {
    expect(validateDetails({ ...request, email: 'ana@' }, rules, t)).toEqual({ email: t('error.email') });
  });

  it('keeps the start date within today and one year', () => {
    const message = 'Choose a start date from March\u00a010, 2026 to March\u00a010, 2027';
    expect(validateDetails({ ...request, start_date: '2026-03-09' }, rules, t)).toEqual({ start_date: message });
    expect(validateDetails({ ...request, start_date: '2027-03-11' }, rules, t)).toEqual({ start_date: message });
    expect(validateDetails({ ...request, start_date: '' }, rules, t)).toEqual({ start_date: message });
  });

  it('starts the weekend vignette on a Friday only, and says so', () => {
    const weekend = { ...rules, mayStart: (date: string) => date === '2026-03-13' };
    const message = 'This vignette runs from Friday to Sunday: choose a Friday';
    expect(validateDetails({ ...request, start_date: '2026-03-14' }, weekend, t)).toEqual({ start_date: message });
    expect(validateDetails({ ...request, start_date: '2026-03-13' }, weekend, t)).toEqual({});
  });

  it('requires a well-formed VIN when the product does', () => {
    const vinRules = { ...rules, vinRequired: true };
    expect(validateDetails(request, vinRules, t)).toEqual({ vin: t('error.vin') });
    expect(validateDetails({ ...request, vin: 'WVWZZZ1JZXW00000I' }, vinRules, t)).toEqual({ vin: t('error.vin') });
    expect(validateDetails({ ...request, vin: 'WVWZZZ1JZXW000001' }, vinRules, t)).toEqual({});
  });

  it('requires every user field Moldova asks for, in screen order', () => {
    const md = { ...rules, requiredUserFields: ['email', 'first_name', 'last_name', 'phone', 'address'] as const };
    const errors = validateDetails({ ...request, email: '', phone: 'abc' }, md, t);
    expect(Object.keys(errors).sort()).toEqual(['address', 'email', 'first_name', 'last_name', 'phone']);
    expect(errors.phone).toBe('Enter a phone number, like +373 69 123 456');
    expect(firstInvalid(errors)).toBe('email');
  });
});
