import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue.ts';
import { deriveCheckoutRequest } from './checkout-request.ts';
import { createForm, deriveSelection } from './selection.ts';
import { catalogue, product } from './store-fixtures.ts';

/** Tuesday 10 March 2026, the fixtures' day. */
const today = () => '2026-03-10';

function derive(extra: Catalogue['products'] = []) {
  const form = createForm({ country: 'AT', product: null, home: 'AT' });
  const loaded = signal<Catalogue | null>({ ...catalogue, products: [...catalogue.products, ...extra] });
  const selection = deriveSelection(form, loaded, signal({ country: null, product: null, productType: null }));
  return { form, ...deriveCheckoutRequest(form, selection, today) };
}

describe('the order\'s request and its start days', () => {
  it('starts today, or tomorrow where the provider cannot start today, and at most a year ahead', () => {
    const d = derive();
    expect([d.minStartDate.value, d.maxStartDate.value, d.startDate.value]).toEqual(['2026-03-10', '2027-03-10', '2026-03-10']);
    // Not immediately available (the fixtures' status): the earliest start is tomorrow.
    d.form.product.value = 'vignette-at-1-year';
    expect([d.minStartDate.value, d.startDate.value]).toEqual(['2026-03-11', '2026-03-11']);
    d.form.start_date.value = '2026-04-01';
    expect(d.startDate.value).toBe('2026-04-01');
  });

  it('starts a weekend vignette on the next Friday', () => {
    const d = derive([product('vignette-bg-weekend', { period: 'P3D' })]);
    d.form.country.value = 'BG';
    expect(d.minStartDate.value).toBe('2026-03-13');
  });

  it('sends trimmed values, and only the fields this product asks for', () => {
    const d = derive();
    d.form.plate.value = ' W 12345 X ';
    d.form.email.value = ' ana@example.com ';
    // Typed, but Austria's 10-day vignette asks for neither.
    d.form.vin.value = 'WVWZZZ1JZXW000001';
    d.form.phone.value = '+43 660 1234567';
    expect(d.request.value).toEqual({
      product: 'vignette-at-10-days', vehicle_type: 'car', plate: 'W 12345 X', vehicle_country: 'AT',
      start_date: '2026-03-10', email: 'ana@example.com',
      vin: undefined, first_name: undefined, last_name: undefined, phone: undefined, address: undefined,
    });

    d.form.country.value = 'MD';
    d.form.first_name.value = ' Ana ';
    expect(d.userFields.value).toEqual(['first_name', 'last_name', 'phone', 'address']);
    // Asked for but empty: left out, for the details step to ask again.
    expect(d.request.value).toMatchObject({ product: 'vignette-md-30-days', first_name: 'Ana', last_name: undefined, phone: '+43 660 1234567' });

    d.form.country.value = 'RO';
    expect([d.vinRequired.value, d.request.value?.vin]).toEqual([true, 'WVWZZZ1JZXW000001']);
  });
});
