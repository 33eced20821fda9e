import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/t.ts';
import { english as en } from '../i18n/english.ts';
import { messages as de } from '../i18n/de.ts';
import { messages as deSteps } from '../i18n/steps/de.ts';
import type { Catalogue } from './catalogue.ts';
import { PLATE_CHECK_PATIENCE_MS } from './plate-check.ts';
import {
  type Setup, catalogue, memoryForm, memoryHistory, memoryLeft, memorySaved, product, setup, toReview,
} from './store-fixtures.ts';

/** Goes to the details step and submits it with a malformed e-mail and a start date past the last one allowed. */
async function submitBadDetails(store: Setup['store']) {
  await store.loadCatalogue();
  store.submitProduct();
  store.setField('plate', 'W 1');
  await store.submitVehicle();
  store.setField('email', 'nope');
  store.setField('start_date', '2028-01-01');
  store.submitDetails();
}

describe('product step', () => {
  it('announces ready once the first screen is drawn with the catalogue, and preselects from attributes', async () => {
    const { store, events } = setup({ product: 'vignette-si-weekly' });
    expect(store.catalogueState.value).toBe('loading');
    // Drawn with the skeleton only: nothing to announce yet.
    store.shown();
    await store.loadCatalogue();
    expect(events).toEqual([]);
    store.shown();
    store.shown();
    expect(events).toEqual([{ name: 'ready', data: {} }]);
    expect(store.form.country.value).toBe('SI');
    // The preselected product is off sale and Slovenia has no other: nothing in effect.
    expect(store.product.value).toBeNull();
    expect(store.productChoices.value[0]).toMatchObject({ available: false, reason: 'Provider down' });
  });

  it('says a catalogue that did not come may come on a reload, and tells the host catalogue_unavailable', async () => {
    const { store, events } = setup({}, { catalogue: () => Promise.reject(new TypeError('Failed to fetch')) });
    await store.loadCatalogue();
    expect(store.catalogueState.value).toBe('failed');
    expect(events).toEqual([{ name: 'error', data: { code: 'catalogue_unavailable' } }]);
  });

  it('tells apart a BFF that refuses this page\'s origin: refused (no reload helps), origin_not_allowed to the host', async () => {
    const refusal = { status: 403, code: 'origin_not_allowed', detail: 'add that origin to BFF_ALLOWED_ORIGINS' };
    const { store, events } = setup({}, { catalogue: () => Promise.reject(refusal) });
    await store.loadCatalogue();
    expect(store.catalogueState.value).toBe('refused');
    expect(events).toEqual([{ name: 'error', data: { code: 'origin_not_allowed' } }]);
    store.shown();
    expect(events).toHaveLength(1);
  });

  it('derives product, vehicle types, price and defaults from the choices', async () => {
    const { store } = setup();
    await store.loadCatalogue();
    expect(store.product.value?.slug).toBe('vignette-at-10-days');
    expect(store.vehicleTypes.value).toEqual(['car', 'moto']);
    store.setField('vehicle_type', 'moto');
    expect(store.price.value).toEqual({ amount: 500, currency: 'EUR' });
    store.setField('product', 'vignette-at-1-year');
    // Moto is not sold for this one: the first type it sells is in effect, and its price.
    expect(store.vehicleType.value).toBe('van');
    expect(store.price.value?.amount).toBe(10360);
    expect(store.vehicleCountry.value).toBe('AT');
    expect(store.part.value?.minStartDate.value).toBe('2026-03-11');
    expect(store.part.value?.maxStartDate.value).toBe('2027-03-10');
    store.setField('country', 'MD');
    expect(store.product.value?.slug).toBe('vignette-md-30-days');
    expect(store.part.value?.userFields.value).toEqual(['first_name', 'last_name', 'phone', 'address']);
  });

  it('refuses to continue without an available product and asks for focus on it', async () => {
    const { store } = setup({ country: 'SI' });
    await store.loadCatalogue();
    store.submitProduct();
    expect(store.step.value).toBe('product');
    expect(store.errors.value.product).toBeDefined();
    expect(store.focusRequest.value).toEqual({ target: 'product' });
  });
});

describe('defaults from the shopper\'s locale', () => {
  it('starts a Czech shopper in Czechia, with a car registered there and a Czech plate example', async () => {
    const { store } = setup({ locale: 'cs' });
    await store.loadCatalogue();
    expect(store.country.value).toBe('CZ');
    expect(store.product.value?.slug).toBe('vignette-cz-1-year');
    expect(store.vehicleCountry.value).toBe('CZ');
  });

  it('starts ro-MD in Moldova with a Moldovan phone example, and de-CH in Switzerland', async () => {
    const md = setup({ locale: 'ro-MD' }).store;
    expect(md.form.country.value).toBe('MD');
    expect(md.form.vehicle_country.value).toBe('MD');
    // The example is the details step's, which comes with the checkout steps' chunk.
    await md.loadSteps();
    expect(md.part.value?.phoneExample.value).toBe('+373 69 123 456');
    expect(setup({ locale: 'de-CH' }).store.form.country.value).toBe('CH');
  });

  it('asks a bare en or de shopper where they drive and where the car is registered', async () => {
    const { store } = setup({ locale: 'en' });
    await store.loadCatalogue();
    expect(store.country.value).toBe('');
    expect(store.product.value).toBeNull();
    store.submitProduct();
    expect(store.errors.value).toEqual({ country: 'Choose the country you will drive in' });
    expect(store.focusRequest.value).toEqual({ target: 'country' });
    store.setField('country', 'AT');
    store.submitProduct();
    store.setField('plate', 'W 1');
    await store.submitVehicle();
    expect(store.step.value).toBe('vehicle');
    expect(store.errors.value).toEqual({ vehicle_country: 'Choose the registration country' });
  });

  it('takes a country from the first screen\'s list, with the focus on the country\'s field and the error gone', async () => {
    const { store } = setup({ locale: 'en' });
    await store.loadCatalogue();
    store.submitProduct();
    expect(store.errors.value).toEqual({ country: 'Choose the country you will drive in' });
    store.chooseCountry('MD');
    expect(store.country.value).toBe('MD');
    expect(store.errors.value).toEqual({});
    expect(store.focusRequest.value).toEqual({ target: 'country' });
    expect(store.product.value?.slug).toBe('vignette-md-30-days');
  });

  it('takes the new locale\'s defaults for what is not chosen yet when the locale attribute changes', () => {
    const { store } = setup({ locale: 'en' });
    store.setField('vehicle_country', 'DE');
    store.update({ locale: 'hu', country: null, product: null, productType: null }, translator(en));
    expect(store.form.country.value).toBe('HU');
    expect(store.form.vehicle_country.value).toBe('DE');
  });

  it('follows a language switch with presets the shopper left untouched, and keeps those they went on with', () => {
    const first = setup({ locale: 'bg' }).store;
    expect([first.form.country.value, first.form.vehicle_country.value]).toEqual(['BG', 'BG']);
    first.update({ locale: 'hu', country: null, product: null, productType: null }, translator(en));
    expect([first.form.country.value, first.form.vehicle_country.value]).toEqual(['HU', 'HU']);
    // A plate typed under Bulgaria and a product chosen there stay Bulgarian.
    const second = setup({ locale: 'bg' }).store;
    second.setField('plate', 'CA 1234 AB');
    second.setField('product', 'vignette-bg-weekend');
    second.update({ locale: 'hu', country: null, product: null, productType: null }, translator(en));
    expect([second.form.country.value, second.form.vehicle_country.value]).toEqual(['BG', 'BG']);
  });

  it('lets the partner\'s country win over the locale\'s', () => {
    expect(setup({ locale: 'cs', country: 'HU' }).store.country.value).toBe('HU');
  });
});

describe('vehicle and details steps', () => {
  it('moves on with the plate as the register writes it, announcing the step', async () => {
    const { store, events } = setup({ country: 'AT' });
    await store.loadCatalogue();
    store.submitProduct();
    expect(store.step.value).toBe('vehicle');
    expect(store.announcement.value).toBe('Step 2 of 6: Your vehicle');
    expect(store.focusRequest.value).toEqual({ target: 'heading' });
    store.setField('plate', 'w 12345 x');
    await store.submitVehicle();
    expect(store.form.plate.value).toBe('W 12345 X');
    expect(store.step.value).toBe('details');
    expect(events.filter((e) => e.name === 'step-change').map((e) => e.data)).toEqual([{ step: 'vehicle' }, { step: 'details' }]);
  });

  it('says under the plate, in the widget\'s words, that the register refused it', async () => {
    const { store } = setup({ country: 'AT' }, { validateVehicle: async () => ({ kind: 'invalid', message: 'No such district code' }) });
    await store.loadCatalogue();
    store.submitProduct();
    store.setField('plate', 'QQ 1');
    await store.submitVehicle();
    expect(store.step.value).toBe('vehicle');
    expect(store.errors.value).toEqual({ plate: 'This licence plate is not valid for the registration country' });
    expect(store.focusRequest.value).toEqual({ target: 'plate' });
    store.setField('plate', 'W 1');
    expect(store.errors.value).toEqual({});
  });

  it('lets the shopper go on when the plate check fails, saying it is checked again at ordering', async () => {
    const { store } = setup({ country: 'AT' }, { validateVehicle: async () => ({ kind: 'failed' }) });
    await store.loadCatalogue();
    store.submitProduct();
    store.setField('plate', 'W 1');
    await store.submitVehicle();
    expect(store.step.value).toBe('details');
    expect(store.plateCheck.value).toBe('unchecked');
  });

  it('shows a slow plate check in progress and lets the shopper go on after 3 s without its answer', async () => {
    const { store, clock } = setup({ country: 'AT' }, { validateVehicle: () => new Promise(() => undefined) });
    await store.loadCatalogue();
    store.submitProduct();
    store.setField('plate', 'W 1');
    const submitted = store.submitVehicle();
    expect(store.plateCheck.value).toBe('checking');
    expect(store.busy.value).toBe(true);
    clock.advance(PLATE_CHECK_PATIENCE_MS - 1);
    await Promise.resolve();
    expect(store.step.value).toBe('vehicle');
    clock.advance(1);
    await submitted;
    expect(store.step.value).toBe('details');
    expect(store.busy.value).toBe(false);
    expect(store.plateCheck.value).toBe('unchecked');
  });

  it('starts the weekend vignette on the next Friday, and refuses another day', async () => {
    const weekend = product('vignette-bg-weekend', { period: 'P3D' });
    const { store } = setup({ country: 'BG' }, { catalogue: async () => ({ ...catalogue, products: [...catalogue.products, weekend] }) });
    await store.loadCatalogue();
    expect(store.product.value?.slug).toBe('vignette-bg-weekend');
    // Today is Tuesday 10 March 2026: Friday 13 March to Sunday 15 March.
    expect(store.part.value?.minStartDate.value).toBe('2026-03-13');
    expect([store.part.value?.startDate.value, store.part.value?.validUntil.value]).toEqual(['2026-03-13', '2026-03-15']);
    store.submitProduct();
    store.setField('plate', 'CA 1234 AB');
    await store.submitVehicle();
    store.setField('email', 'ana@example.com');
    store.setField('start_date', '2026-03-14');
    store.submitDetails();
    expect(store.errors.value).toEqual({ start_date: 'This vignette runs from Friday to Sunday: choose a Friday' });
    store.setField('start_date', '2026-03-20');
    store.submitDetails();
    expect(store.step.value).toBe('review');
  });

  it('validates details and focuses the first invalid field', async () => {
    const { store } = setup({ country: 'AT' });
    await submitBadDetails(store);
    expect(Object.keys(store.errors.value).sort()).toEqual(['email', 'start_date']);
    expect(store.focusRequest.value).toEqual({ target: 'start_date' });
    store.setField('start_date', '');
    store.setField('email', 'ana@example.com');
    store.submitDetails();
    expect(store.step.value).toBe('review');
    expect(store.part.value?.request.value).toEqual({
      product: 'vignette-at-10-days', vehicle_type: 'car', plate: 'W 1', vehicle_country: 'AT',
      start_date: '2026-03-10', email: 'ana@example.com',
      vin: undefined, first_name: undefined, last_name: undefined, phone: undefined, address: undefined,
    });
    // 10 days from 10 March, the first day included.
    expect(store.part.value?.validUntil.value).toBe('2026-03-19');
  });
});

describe('errors on screen when the language changes', () => {
  it('says what to fix again in the new language, a date range in its format', async () => {
    const { store } = setup({ country: 'AT' });
    await submitBadDetails(store);
    expect(store.errors.value.email).toBe('Enter a valid email address, like name@example.com');
    store.update({ locale: 'de-AT', country: 'AT', product: null, productType: null }, translator({ ...en, ...de, ...deSteps }));
    expect(store.errors.value).toEqual({
      email: 'Geben Sie eine gültige E\u2011Mail-Adresse ein, z. B. name@example.com',
      start_date: 'Wählen Sie ein Datum zwischen 10.\u00a0März 2026 und 10.\u00a0März 2027',
    });
    expect(store.step.value).toBe('details');
  });
});

describe('the browser\'s Back and Forward', () => {
  it('moves between the steps inside the widget, and forward again only past valid steps', async () => {
    const { store, history } = setup({ country: 'AT' });
    await toReview(store);
    expect(history.entries).toEqual(['product', 'vehicle', 'details', 'review']);
    history.pop(-1);
    expect(store.step.value).toBe('details');
    history.pop(-2);
    expect(store.step.value).toBe('product');
    history.pop(1);
    expect(store.step.value).toBe('vehicle');
    store.setField('plate', '');
    history.pop(1);
    expect(store.step.value).toBe('vehicle');
    expect(store.errors.value.plate).toBeDefined();
  });

  it('moves nothing for an entry the partner\'s page made after the widget\'s own', async () => {
    const { store, history } = setup({ country: 'AT' });
    await toReview(store);
    // The partner's single-page app pushes a route of its own, then the shopper comes Back to it from ours.
    history.entries.push(null);
    history.pop(3);
    history.pop(-1);
    history.pop(1);
    expect(store.step.value).toBe('review');
  });

  it('makes the Back button a step back in the history, not a second entry', async () => {
    const { store, history } = setup({ country: 'AT' });
    await toReview(store);
    store.back();
    expect(store.step.value).toBe('details');
    expect(history.at).toBe(2);
    expect(history.entries).toHaveLength(4);
  });

  it('asks before Back leaves an unpaid order, and never unplaces it', async () => {
    const { store, history } = setup({ country: 'AT' });
    await toReview(store);
    await store.placeOrder();
    // The placed order's step took the review's entry.
    expect(history.entries).toEqual(['product', 'vehicle', 'details', 'payment']);
    history.pop(-1);
    expect(store.step.value).toBe('payment');
    expect(store.leaving.value).toBe(true);
    expect(store.focusRequest.value).toEqual({ target: 'stay' });
  });
});

describe('the form across a reload', () => {
  it('comes back with what the shopper typed and the step they were on, until the order is placed', async () => {
    const browser = { memory: memoryForm(), history: memoryHistory(), left: memoryLeft() };
    const first = setup({ country: 'AT' }, {}, memorySaved(), browser);
    await first.store.loadCatalogue();
    first.store.setField('product', 'vignette-at-1-year');
    first.store.submitProduct();
    first.store.setField('plate', 'W 777 A');
    await first.store.submitVehicle();
    first.store.setField('email', 'ana@example.com');
    first.store.dispose();

    const again = setup({ country: 'AT' }, {}, memorySaved(), browser).store;
    expect(again.form.plate.value).toBe('W 777 A');
    expect(again.form.email.value).toBe('ana@example.com');
    expect(again.step.value).toBe('product');
    await again.loadCatalogue();
    expect(again.step.value).toBe('details');
    expect(again.product.value?.slug).toBe('vignette-at-1-year');
    // Back where they were, without taking focus from the page.
    expect(again.focusRequest.value).toBeNull();
    again.submitDetails();
    await again.placeOrder();
    expect(browser.memory.current).toBeNull();
  });
});

describe('the form across a reload, with nothing chosen yet', () => {
  it('keeps the locale\'s defaults over a remembered form that had none', () => {
    const browser = { memory: memoryForm(), history: memoryHistory(), left: memoryLeft() };
    // A plain `en` widget saved its untouched form; then the partner's page says `cs`.
    setup({ locale: 'en' }, {}, memorySaved(), browser).store.dispose();
    expect(browser.memory.current?.fields.country).toBe('');
    const again = setup({ locale: 'cs' }, {}, memorySaved(), browser).store;
    expect(again.form.country.value).toBe('CZ');
    expect(again.form.vehicle_country.value).toBe('CZ');
  });
});

describe('the partner scope', () => {
  it('keeps the shopper in a fixed country', async () => {
    const { store } = setup({ country: 'AT' });
    await store.loadCatalogue();
    store.setField('country', 'MD');
    expect(store.country.value).toBe('AT');
    expect(store.productChoices.value.map((c) => c.product.slug)).toEqual(['vignette-at-10-days', 'vignette-at-1-year']);
  });

  it('offers only the fixed product, in its own country', async () => {
    const { store } = setup({ product: 'vignette-at-1-year' });
    await store.loadCatalogue();
    store.setField('product', 'vignette-at-10-days');
    store.setField('country', 'SI');
    expect(store.country.value).toBe('AT');
    expect(store.product.value?.slug).toBe('vignette-at-1-year');
    expect(store.productChoices.value).toHaveLength(1);
  });

  it('offers only the countries that sell the fixed product type', async () => {
    const tunnels: Catalogue = { ...catalogue, products: [...catalogue.products, product('tunnel-at-karawanken', { type: 'tunnel' })] };
    const { store } = setup({ productType: 'tunnel' }, { catalogue: async () => tunnels });
    expect(store.countries.value).toHaveLength(9);
    await store.loadCatalogue();
    expect(store.countries.value.map((c) => c.code)).toEqual(['AT']);
    expect(store.product.value?.slug).toBe('tunnel-at-karawanken');
  });

  it('passes over a misspelt product, letting the shopper choose in the country its name says, and tells the host once', async () => {
    const { store, events } = setup({ product: 'vignette-at-10-day' });
    await store.loadCatalogue();
    store.shown();
    expect(store.country.value).toBe('AT');
    expect(store.productChoices.value.map((c) => c.product.slug)).toEqual(['vignette-at-10-days', 'vignette-at-1-year']);
    store.setField('product', 'vignette-at-1-year');
    expect(store.product.value?.slug).toBe('vignette-at-1-year');
    // A new language, the same misspelt product: not told again.
    store.update({ locale: 'de', country: null, product: 'vignette-at-10-day', productType: null }, translator(en));
    expect(events).toEqual([
      { name: 'ready', data: {} },
      { name: 'error', data: { code: 'invalid_attribute', attribute: 'product', value: 'vignette-at-10-day' } },
    ]);
    store.update({ locale: 'de', country: null, product: 'vignette-xx', productType: null }, translator(en));
    expect(events.at(-1)).toEqual({ name: 'error', data: { code: 'invalid_attribute', attribute: 'product', value: 'vignette-xx' } });
    store.update({ locale: 'de', country: null, product: 'vignette-at-1-year', productType: null }, translator(en));
    expect(events).toHaveLength(3);
  });

  it('passes over a country or product type the catalogue does not know, offering every country, and tells the host', async () => {
    const { store, events } = setup({ country: 'Austria', productType: 'vignettes' });
    store.shown();
    expect(events).toEqual([]);
    await store.loadCatalogue();
    store.shown();
    expect(store.countries.value.map((c) => c.code)).toEqual(['AT', 'CZ', 'SI', 'RO', 'MD']);
    store.setField('country', 'SI');
    expect(store.country.value).toBe('SI');
    expect(events).toEqual([
      { name: 'ready', data: {} },
      { name: 'error', data: { code: 'invalid_attribute', attribute: 'country', value: 'Austria' } },
      { name: 'error', data: { code: 'invalid_attribute', attribute: 'product-type', value: 'vignettes' } },
    ]);
  });

  it('reads a country code in any case, as /embed does', async () => {
    const { store, events } = setup({ country: 'at' });
    await store.loadCatalogue();
    store.shown();
    store.setField('country', 'SI');
    expect(store.country.value).toBe('AT');
    expect(events).toEqual([{ name: 'ready', data: {} }]);
  });

  it('changes scope and language in place, keeping what the shopper typed', async () => {
    const { store } = setup();
    await store.loadCatalogue();
    store.submitProduct();
    store.setField('plate', 'W 1');
    store.update({ locale: 'en-GB', country: 'SI', product: null, productType: null }, translator(en));
    expect(store.country.value).toBe('SI');
    expect(store.form.plate.value).toBe('W 1');
    expect(store.step.value).toBe('vehicle');
  });

  it('tells which countries have their national system down', async () => {
    const down: Catalogue = {
      ...catalogue,
      status: { ...catalogue.status, providers: [{ country: 'AT', status: 'down', last_response_at: null }] },
    };
    const { store } = setup({}, { catalogue: async () => down });
    await store.loadCatalogue();
    expect(store.countries.value.filter((c) => c.down).map((c) => c.code)).toEqual(['AT']);
    expect(store.providerDown.value).toBe(true);
    store.setField('country', 'MD');
    expect(store.providerDown.value).toBe(false);
  });
});
