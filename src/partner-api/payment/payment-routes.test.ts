import { afterEach, describe, expect, it } from 'vitest';
import { Order } from '../../contract/order.ts';
import { openTestApi, orderInput, today, type TestApi } from '../test-support/harness.ts';
import { reachStatus, storedOrder } from '../test-support/order-kit.ts';
import { form, unpaidOrder } from '../test-support/payment-kit.ts';

let api: TestApi;
afterEach(async () => api.close());

const readStatus = async (id: string) => storedOrder(api, id);

describe('hosted payment page', () => {
  it('shows an accessible page with the allowed providers, the amount and closed details', async () => {
    api = openTestApi();
    const { order, path } = await unpaidOrder(api);
    const res = await api.call(path, { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const page = await res.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<fieldset>\s*<legend>Payment method<\/legend>/);
    expect(page).toContain('<input type="radio" id="provider-stripe" name="provider" value="stripe" checked required><label for="provider-stripe">Card (Stripe)</label>');
    expect(page).toContain('<label for="provider-paypal">PayPal</label>');
    expect(page).not.toContain('Revolut');
    expect(page).toContain('Pay €12.40');
    expect(page).toContain('<details>');
    expect(page).toContain(`<form method="post" action="${path}/pay">`);
    expect(page).toContain(`<form method="post" action="${path}/fail">`);
    expect(page).toContain('Simulate failed payment');
    expect(page).toContain(order.id);
    expect(page).not.toMatch(/<(script|link|img)\b/);
  });

  it('speaks the language of its link, keeps it through paying, and falls back to English', async () => {
    api = openTestApi();
    const { order, path } = await unpaidOrder(api);
    const german = await (await api.call(`${path}?lang=de-AT`, { key: null })).text();
    expect(german).toContain('<html lang="de-AT">');
    expect(german).toMatch(/<legend>Zahlungsart<\/legend>/);
    expect(german).toContain('<label for="provider-stripe">Karte (Stripe)</label>');
    expect(german).toContain('12,40');
    expect(german).toContain(`<form method="post" action="${path}/pay?lang=de-AT">`);
    const paid = await (await api.call(`${path}/pay?lang=de-AT`, form({ provider: 'stripe' }))).text();
    expect(paid).toContain('Zahlung erhalten – Sie können dieses Fenster schließen');
    expect(paid).toContain(order.id);
    const unknown = await (await api.call(`${path}?lang=xx-!!`, { key: null })).text();
    expect(unknown).toContain('<html lang="en">');
    const bulgarian = await (await api.call(`/pay/no-such-token?lang=bg`, { key: null })).text();
    expect(bulgarian).toContain('Връзката за плащане не е намерена');
  });

  it("takes the framing widget's light or dark from its link, through paying; else the browser's", async () => {
    api = openTestApi();
    const { path } = await unpaidOrder(api);
    const dark = await (await api.call(`${path}?lang=hu&scheme=dark`, { key: null })).text();
    expect(dark).toContain('<html lang="hu" class="dark">');
    expect(dark).toContain(':root.dark { color-scheme: dark; }');
    expect(dark).toContain(`<form method="post" action="${path}/pay?lang=hu&amp;scheme=dark">`);
    const failed = await (await api.call(`${path}/fail?lang=hu&scheme=dark`, form({}))).text();
    expect(failed).toContain('<html lang="hu" class="dark">');
    expect(await (await api.call(`${path}?scheme=light`, { key: null })).text()).toContain('<html lang="en" class="light">');
    for (const other of ['', '?scheme=purple', '?scheme=%22%3E%3Cscript%3E']) {
      expect(await (await api.call(`${path}${other}`, { key: null })).text()).toContain('<html lang="en">');
    }
  });

  it("takes the framing widget's high contrast from its link, through a failure", async () => {
    api = openTestApi();
    const { path } = await unpaidOrder(api);
    const page = await (await api.call(`${path}?lang=de&scheme=contrast`, { key: null })).text();
    // How it looks is e2e/payment-in-widget.test.ts's (its drawn boxes); here, that the page and its forms keep it.
    expect(page).toContain('<html lang="de" class="contrast">');
    expect(page).toContain(`<form method="post" action="${path}/fail?lang=de&amp;scheme=contrast">`);
    const failed = await (await api.call(`${path}/fail?lang=de&scheme=contrast`, form({}))).text();
    expect(failed).toContain('<html lang="de" class="contrast">');
    expect(failed).toContain(`<a href="${path}?lang=de&amp;scheme=contrast">Erneut versuchen</a>`);
  });

  it('names the product, the vehicle type and the country in the language of its link, each plate unbroken', async () => {
    api = openTestApi();
    const czech = await unpaidOrder(api, {}, { product: 'vignette-cz-10-days', vehicle: { plate: '2BC 4567', country: 'CZ', type: 'van' } });
    const cs = await (await api.call(`${czech.path}?lang=cs`, { key: null })).text();
    expect(cs).toContain('<title>Zaplatit 11,60\u00a0€: Dálniční známka Česko, 10\u00a0dní</title>');
    expect(cs).toContain('<p>Dálniční známka Česko, 10\u00a0dní pro <span class="plate">2BC 4567</span></p>');
    // The product is a line of its own with its price, as on a receipt, never a label squeezed beside it.
    expect(cs).toContain('<div class="line"><dt>Dálniční známka Česko, 10\u00a0dní (dodávka)</dt><dd>11,60\u00a0€</dd></div>');
    expect(cs).toContain('<div class="line total"><dt>Celkem</dt><dd>11,60\u00a0€</dd></div>');
    expect(cs).toContain('<dt>Vozidlo</dt><dd><span class="plate">2BC 4567</span> (Česko), dodávka</dd>');

    const county = await unpaidOrder(api, {}, { product: 'vignette-hu-county-baranya', vehicle: { plate: 'CA 1234 BK', country: 'BG', type: 'car' } });
    const bg = await (await api.call(`${county.path}?lang=bg`, { key: null })).text();
    expect(bg).toContain('<p>Годишна винетка Унгария, област Бараня за <span class="plate">CA 1234 BK</span></p>');
    expect(bg).toContain('<dt>Превозно средство</dt><dd><span class="plate">CA 1234 BK</span> (България), лек автомобил</dd>');
    expect(bg).toContain('<div class="line"><dt>Годишна винетка Унгария, област Бараня (лек автомобил)</dt><dd>16,70\u00a0€</dd></div>');

    const english = await (await api.call(czech.path, { key: null })).text();
    expect(english).toContain('<div class="line"><dt>Czechia vignette, 10\u00a0days (van)</dt><dd>€11.60</dd></div>');
    expect(english).toContain('<dt>Vehicle</dt><dd><span class="plate">2BC 4567</span> (Czechia), van</dd>');
    expect(english).not.toMatch(/\(CZ\)/);
    // The order's receipt keeps the service's own words.
    expect(czech.order.receipt.lines[0]?.description).toBe('Czechia 10-day e-vignette (van)');
  });

  it('lists several plates as the language lists them, each on one line', async () => {
    api = openTestApi();
    const second = { product: 'vignette-cz-10-days', vehicle: { plate: 'BA-123AB', country: 'SK', type: 'car' } };
    const res = await api.call('/public/orders', {
      method: 'POST',
      json: orderInput({ order_has_been_paid: false, products: [
        { product: 'vignette-cz-10-days', start_date: today(api.service, 1), vehicle: { plate: '2BC 4567', country: 'CZ', type: 'car' } },
        { ...second, start_date: today(api.service, 1) },
      ] }),
    });
    const order = Order.parse(await res.json());
    const ro = await (await api.call(`${new URL(order.payment_link ?? '').pathname}?lang=ro`, { key: null })).text();
    expect(ro).toContain('pentru <span class="plate">2BC 4567</span> și <span class="plate">BA-123AB</span></p>');
    expect(ro).toContain('<dt>Vehiculul 2</dt><dd><span class="plate">BA-123AB</span> (Slovacia), autoturism</dd>');
  });

  it('opens the details when asked and shows only the allowed providers', async () => {
    api = openTestApi();
    const { path } = await unpaidOrder(api, { allowed_payment_providers: ['revolut', 'paypal'], open_order_details_by_default: true });
    const page = await (await api.call(path, { key: null })).text();
    expect(page).toContain('<details open>');
    expect(page).toContain('value="revolut" checked');
    expect(page).toContain('>Revolut</label>');
    expect(page).not.toContain('Card (Stripe)');
  });

  it('takes the payment, then the order proceeds to ACTIVE; paying twice is harmless', async () => {
    api = openTestApi();
    const { order, path } = await unpaidOrder(api);
    const paid = await api.call(`${path}/pay`, form({ provider: 'paypal' }));
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Payment received — you can close this window');
    const active = await reachStatus(api, order.id, 'ACTIVE');
    expect(active.paid).toBe(true);
    const users = api.service.db.prepare('SELECT first_payment_at FROM users WHERE id = ?').get(order.user_id) as { first_payment_at: number | null };
    expect(users.first_payment_at).not.toBeNull();

    const twice = await api.call(`${path}/pay`, form({ provider: 'paypal' }));
    expect(await twice.text()).toContain('Payment received');
    expect((await readStatus(order.id)).version).toBe(active.version);
    expect(await (await api.call(path, { key: null })).text()).toContain('Payment received');
  });

  it('shows a failed payment with a way to try again, and leaves the order unpaid', async () => {
    api = openTestApi();
    const { order, path } = await unpaidOrder(api);
    const res = await api.call(`${path}/fail`, form({}));
    expect(res.status).toBe(402);
    const page = await res.text();
    expect(page).toContain('Payment failed');
    expect(page).toContain(`<a href="${path}">Try again</a>`);
    expect(await readStatus(order.id)).toMatchObject({ paid: false, status: 'CREATED', version: 1 });
  });

  it('asks again for a provider that is not allowed', async () => {
    api = openTestApi();
    const { order, path } = await unpaidOrder(api);
    const res = await api.call(`${path}/pay`, form({ provider: 'revolut' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('role="alert"');
    expect((await readStatus(order.id)).paid).toBe(false);
  });

  it('answers an unknown link with a 404 HTML page', async () => {
    api = openTestApi();
    for (const [path, init] of [['/pay/unknown-token', { key: null }], ['/pay/unknown-token/pay', form({ provider: 'stripe' })]] as const) {
      const res = await api.call(path, init);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('Payment link not found');
    }
  });
});
