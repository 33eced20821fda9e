import { afterEach, describe, expect, it } from 'vitest';
import { ProductsStatus } from '../../contract/product.ts';
import { openTestApi, orderInput, today, type TestApi } from '../test-support/harness.ts';
import { expectProblem, placeOrder, reachStatus, storedOrder } from '../test-support/order-kit.ts';

let api: TestApi;
afterEach(async () => api.close());

const sandbox = (path: string, json?: unknown) => api.call(`/sandbox${path}`, { method: 'POST', key: null, ...(json === undefined ? {} : { json }) });
const advanceSeconds = async (seconds: number) => expect((await sandbox('/clock/advance', { seconds })).status).toBe(200);
const status = async () => ProductsStatus.parse(await (await api.call('/public/products/status')).json());
const create = (product: string, startInDays: number, plate = 'W 12345 A') =>
  api.call('/public/orders', { method: 'POST', json: orderInput({}, { product, start_date: today(api.service, startInDays), vehicle: { plate, country: 'AT', type: 'car' } }) });

describe('provider availability (spec 1)', () => {
  it('still registers immediate vignettes during the first 5 minutes of silence, then refuses them with 422 provider_unavailable', async () => {
    api = openTestApi();
    expect(await (await sandbox('/providers/at/down')).json()).toMatchObject({ country: 'AT', status: 'down' });
    await advanceSeconds(5 * 60 - 1);
    expect((await create('vignette-at-10-days', 0, 'W 1 A')).status).toBe(200);
    await advanceSeconds(2);
    const problem = await expectProblem(await create('vignette-at-10-days', 0, 'W 2 A'), 422, 'provider_unavailable');
    expect(problem.errors).toEqual([expect.objectContaining({ path: 'products.0.start_date' })]);
    expect(api.service.db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 1 });
  });

  it.each([
    ['a vignette starting tomorrow (PENDING until the provider is back)', 'vignette-at-10-days', 1],
    ['a vignette starting in 10 days (DEFERRED)', 'vignette-at-10-days', 10],
    ['a tunnel trip today (not a vignette)', 'tunnel-at-karawanken', 0],
    ['a vignette of another country today', 'vignette-cz-10-days', 0],
  ])('accepts %s while the provider is down', async (_what, product, startInDays) => {
    api = openTestApi();
    await sandbox('/providers/AT/down');
    await advanceSeconds(301);
    expect((await create(product, startInDays)).status).toBe(200);
  });

  it('shows the provider down and its immediate vignettes unavailable with a reason, until it is back', async () => {
    api = openTestApi();
    await sandbox('/providers/AT/down');
    await advanceSeconds(301);
    const down = await status();
    expect(down.providers.find((p) => p.country === 'AT')?.status).toBe('down');
    expect(down.providers.filter((p) => p.status === 'down').map((p) => p.country)).toEqual(['AT']);
    const bySlug = new Map(down.products.map((p) => [p.slug, p]));
    expect(bySlug.get('vignette-at-10-days')).toMatchObject({ available: true, immediate_available: false, reason: expect.stringContaining('AT national provider') });
    expect(bySlug.get('tunnel-at-karawanken')).toMatchObject({ immediate_available: true, reason: null });
    expect(bySlug.get('vignette-cz-10-days')).toMatchObject({ immediate_available: true, reason: null });

    expect(await (await sandbox('/providers/AT/up')).json()).toMatchObject({ country: 'AT', status: 'operational', last_response_at: expect.any(String) });
    expect((await status()).products.every((p) => p.immediate_available)).toBe(true);
    expect((await create('vignette-at-10-days', 0)).status).toBe(200);
  });

  it('keeps an order waiting on a silent provider PENDING until it answers again', async () => {
    api = openTestApi();
    await sandbox('/providers/AT/down');
    const order = await placeOrder(api, orderInput());
    await reachStatus(api, order.id, 'PENDING');
    await api.service.runDue();
    expect(storedOrder(api, order.id).status).toBe('PENDING');
    await sandbox('/providers/AT/up');
    await reachStatus(api, order.id, 'ACTIVE');
  });

  it.each(['DE', 'austria', '1'])('answers 400 for the unknown country %s', async (country) => {
    api = openTestApi();
    await expectProblem(await sandbox(`/providers/${country}/down`), 400, 'invalid_request');
  });
});
