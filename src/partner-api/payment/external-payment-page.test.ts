import { afterEach, describe, expect, it } from 'vitest';
import { ExternalOrder } from '../../contract/external-order.ts';
import { openTestApi, today, type TestApi } from '../test-support/harness.ts';

let api: TestApi;
afterEach(async () => api.close());

const REFERENCE = `bff_${'O3-Fp-6FylCY2FDXY5Kia8vuC_-f7nvCqbLGHLYIKtQ'}`;
const CAR = { plate: 'BA-123AB', country: 'SK', type: 'car' };

/** A basket's payment page in `lang`, and its link's path. */
async function basketPage(body: Record<string, unknown>, lang: string) {
  const res = await api.call('/public/external-orders', {
    method: 'POST', json: { reference_id: REFERENCE, user: { email: 'lia@example.com' }, ...body },
  });
  const path = new URL(ExternalOrder.parse(await res.json()).payment_link ?? '').pathname;
  return { path, page: await (await api.call(`${path}?lang=${lang}`, { key: null })).text() };
}

/** The page's text outside its folded details: what the shopper reads before opening them. */
const unfolded = (page: string) => page.replace(/<details[\s\S]*<\/details>/, '').replace(/<[^>]+>/g, '');

describe("a basket's payment page", () => {
  it('tells until when the link works, and keeps the machine reference out of the prose, as code in the details', async () => {
    api = openTestApi();
    const products = [{ product: 'vignette-at-10-days', start_date: today(api.service, 1), vehicle: CAR }];
    const { page } = await basketPage({ description: 'Vignetta Austria, 10 giorni', products }, 'it');
    expect(unfolded(page)).toMatch(/Questo link è valido fino al \d+ \w+ \d{4}, \d\d:\d\d UTC\./);
    expect(unfolded(page)).not.toContain(REFERENCE);
    expect(page).toContain(`<dt>Riferimento</dt><dd><code class="ref">${REFERENCE}</code></dd>`);
  });

  it('without a description, names what it buys and how many of each, not its reference', async () => {
    api = openTestApi();
    const products = [
      { product: 'vignette-at-10-days', start_date: today(api.service, 1), vehicle: CAR },
      { product: 'vignette-hu-monthly', start_date: today(api.service, 1), vehicle: CAR },
      { product: 'vignette-at-10-days', start_date: today(api.service, 11), vehicle: CAR },
    ];
    const { page } = await basketPage({ products }, 'it');
    expect(page).toContain('<p>2\u00a0×\u00a0Vignetta Austria, 10\u00a0giorni + Vignetta Ungheria, 1\u00a0mese</p>');
    expect(unfolded(page)).not.toContain(REFERENCE);
  });

  it('sets the reference as code on the page that confirms the payment', async () => {
    api = openTestApi();
    const products = [{ product: 'vignette-at-10-days', start_date: today(api.service, 1), vehicle: CAR }];
    const { path } = await basketPage({ products }, 'de');
    const paid = await api.call(`${path}/pay?lang=de`, {
      method: 'POST', key: null, body: 'provider=stripe', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await paid.text()).toContain(`Wir haben 12,40\u00a0€ für die Referenz <code class="ref">${REFERENCE}</code> erhalten.`);
  });
});
