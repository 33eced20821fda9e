import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestApi, orderInput, testSettings, type TestApi } from '../test-support/harness.ts';
import { form, unpaidOrder } from '../test-support/payment-kit.ts';

let api: TestApi;
afterEach(async () => api.close());

describe('the payment page inside the widget', () => {
  const SHOP = 'https://shop.test';
  const CHECKOUT = 'https://checkout.shop.test';
  const framedApi = () => openTestApi({ settings: testSettings({ env: {
    PARTNER_API_STANDARD_FRAME_ORIGINS: `${SHOP},${CHECKOUT}`,
    PARTNER_API_PREMIUM_FRAME_ORIGINS: 'https://other-partner.test',
  } }) });
  const envelope = (type: string, data: object) =>
    JSON.stringify({ proto: 'road-checkout-pay', v: 1, type, data }).replaceAll('"', '&quot;');
  const reportOf = (page: string) => /<script data-origin="([^"]*)" data-message="([^"]*)">([^<]*)<\/script>/.exec(page);

  it("lets the partner's registered origins frame it when one asks, and keeps the origin through its forms", async () => {
    api = framedApi();
    const { path } = await unpaidOrder(api);
    const res = await api.call(`${path}?lang=de&origin=${encodeURIComponent(CHECKOUT)}`, { key: null });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; script-src 'sha256-[A-Za-z0-9+/]+=*'; /);
    expect(csp).toMatch(/; frame-ancestors https:\/\/shop\.test https:\/\/checkout\.shop\.test$/);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const page = await res.text();
    expect(page).toContain(`<form method="post" action="${path}/pay?lang=de&amp;origin=https%3A%2F%2Fcheckout.shop.test">`);
    expect(page).toContain(`<form method="post" action="${path}/fail?lang=de&amp;origin=https%3A%2F%2Fcheckout.shop.test">`);
    // Nothing to report yet but that the page is there (a refused frame never says so) and Escape, which the
    // framing page's dialog does not see.
    expect(page).toContain(`<script data-origin="${CHECKOUT}">const d=document.currentScript.dataset`);
    expect(page).toContain(`post(${JSON.stringify({ proto: 'road-checkout-pay', v: 1, type: 'ready', data: {} })});`);
    expect(page).toContain(`post(${JSON.stringify({ proto: 'road-checkout-pay', v: 1, type: 'abandoned', data: {} })})`);
  });

  it('tells the framing page a failure with its reason in the page language, and a payment', async () => {
    api = framedApi();
    const { path } = await unpaidOrder(api);
    const failed = await (await api.call(`${path}/fail?lang=de&origin=${encodeURIComponent(SHOP)}`, form({}))).text();
    const failure = reportOf(failed);
    expect(failure?.[1]).toBe(SHOP);
    expect(failure?.[2]).toBe(envelope('failed', { reason: 'Die Zahlung von 12,40\u00a0€ ist nicht durchgegangen; es wurde nichts abgebucht.' }));
    expect(failed).toContain(`<a href="${path}?lang=de&amp;origin=https%3A%2F%2Fshop.test">Erneut versuchen</a>`);

    const paid = await api.call(`${path}/pay?origin=${encodeURIComponent(SHOP)}`, form({ provider: 'stripe' }));
    expect(paid.status).toBe(200);
    const report = reportOf(await paid.text());
    expect(report?.[1]).toBe(SHOP);
    expect(report?.[2]).toBe(envelope('paid', {}));
    // The CSP allows exactly this script, by its hash.
    const hash = createHash('sha256').update(report?.[3] ?? '').digest('base64');
    expect(paid.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`);
  });

  it("frames an external order's page (a basket paid inside the widget) like an order's, and reports its payment", async () => {
    api = framedApi();
    const res = await api.call('/public/external-orders', {
      method: 'POST',
      json: { reference_id: 'cart-7', user: { email: 'shopper@example.com' }, products: orderInput().products },
    });
    const link = new URL(((await res.json()) as { payment_link: string }).payment_link).pathname;
    const page = await api.call(`${link}?origin=${encodeURIComponent(SHOP)}`, { key: null });
    expect(page.headers.get('content-security-policy')).toMatch(/; frame-ancestors https:\/\/shop\.test https:\/\/checkout\.shop\.test$/);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(await page.text()).toContain(`<form method="post" action="${link}/pay?origin=https%3A%2F%2Fshop.test">`);
    const paid = await api.call(`${link}/pay?origin=${encodeURIComponent(SHOP)}`, form({ provider: 'stripe' }));
    expect(paid.status).toBe(200);
    expect(reportOf(await paid.text())?.slice(1, 3)).toEqual([SHOP, envelope('paid', {})]);
    // Another origin, and an unknown link, are never framed.
    const other = await api.call(`${link}?origin=${encodeURIComponent('https://evil.test')}`, { key: null });
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const unknown = await api.call(`/pay/no-such-token?origin=${encodeURIComponent(SHOP)}`, { key: null });
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(unknown.headers.get('x-frame-options')).toBe('DENY');
  });

  it("refuses any other origin, another partner's included, and reports to none", async () => {
    api = framedApi();
    const { path } = await unpaidOrder(api);
    for (const origin of ['https://evil.test', 'https://other-partner.test', `${SHOP}/`, 'null']) {
      const res = await api.call(`${path}/fail?origin=${encodeURIComponent(origin)}`, form({}));
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const page = await res.text();
      expect(page).not.toContain('<script');
      expect(page).not.toContain('origin=');
    }
  });
});
