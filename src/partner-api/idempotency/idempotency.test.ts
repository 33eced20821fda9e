import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEYS, openTestApi, orderInput, testSettings, type TestApi } from '../test-support/harness.ts';
import { claimKey } from './idempotency-store.ts';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const KEY = 'idem_key_0123456789abcdef';

function post(body: string, key = KEY, apiKey: string = KEYS.standard) {
  return api!.call('/public/orders', { method: 'POST', key: apiKey, body, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key } });
}

const orderCount = () => (api!.service.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

describe('Idempotency-Key on POST /public/orders', () => {
  it('replays the first response byte for byte for the same key and body', async () => {
    api = openTestApi();
    const body = JSON.stringify(orderInput());
    const first = await post(body);
    const firstText = await first.text();
    expect(first.status).toBe(200);
    const again = await post(JSON.stringify(JSON.parse(body), null, 2));
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(firstText);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(orderCount()).toBe(1);
  });

  it('replays a 4xx answer too', async () => {
    api = openTestApi();
    const body = JSON.stringify(orderInput({}, { product: 'nope' }));
    const first = await post(body);
    expect(first.status).toBe(400);
    const again = await post(body);
    expect(again.status).toBe(400);
    expect(await again.text()).toBe(await first.text());
  });

  it('answers 422 idempotency_key_reused for the same key with another body', async () => {
    api = openTestApi();
    expect((await post(JSON.stringify(orderInput()))).status).toBe(200);
    const res = await post(JSON.stringify(orderInput({ custom_id: 'other' })));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('scopes keys per partner', async () => {
    api = openTestApi();
    const body = JSON.stringify(orderInput());
    const a = await (await post(body)).json() as { id: string };
    const b = await (await post(body, KEY, KEYS.premium)).json() as { id: string };
    expect(b.id).not.toBe(a.id);
  });

  it('forgets a key after 24 hours on the sandbox clock', async () => {
    api = openTestApi();
    const body = JSON.stringify(orderInput({}, { product: 'tunnel-at-karawanken' }));
    const a = await (await post(body)).json() as { id: string };
    api.service.clock.advanceBy(24 * 3600_000 + 1);
    const b = await (await post(body)).json() as { id: string };
    expect(b.id).not.toBe(a.id);
  });

  it('does not store a 5xx, so a retry with the same key really retries', async () => {
    api = openTestApi();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.service.db.exec("CREATE TEMP TRIGGER break_orders BEFORE INSERT ON orders BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
    const body = JSON.stringify(orderInput());
    const failed = await post(body);
    expect(failed.status).toBe(500);
    const problem = await failed.json() as { code: string; detail: string };
    expect(problem.code).toBe('internal_error');
    expect(JSON.stringify(problem)).not.toContain('disk on fire');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    api.service.db.exec('DROP TRIGGER break_orders');
    const retried = await post(body);
    expect(retried.status).toBe(200);
    expect(orderCount()).toBe(1);
  });

  it('refuses a malformed key with 400', async () => {
    api = openTestApi();
    const res = await post(JSON.stringify(orderInput()), 'short');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_idempotency_key' });
  });

  it('answers 409 idempotency_key_in_use while the first request with the key is in flight', async () => {
    api = openTestApi();
    const body = JSON.stringify(orderInput());
    let bodyAsked!: () => void;
    const asked = new Promise<void>((resolve) => { bodyAsked = resolve; });
    let uploadRest!: () => void;
    const rest = new Promise<void>((resolve) => { uploadRest = resolve; });
    // A slow upload: the body arrives only when the test says so (highWaterMark 0: nothing is read ahead).
    const slowBody = new ReadableStream<Uint8Array>({
      async pull(controller) {
        bodyAsked();
        await rest;
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    }, { highWaterMark: 0 });
    const slow = api.call('/public/orders', {
      method: 'POST',
      body: slowBody,
      duplex: 'half',
      // Declared up front as over HTTP/1.1, so the body limit need not read the body to measure it.
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length), 'Idempotency-Key': KEY },
    } as RequestInit);
    await asked;

    const second = await post(body);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: 'idempotency_key_in_use' });

    uploadRest();
    const first = await slow;
    const firstText = await first.text();
    expect(first.status).toBe(200);
    const third = await post(body);
    expect(third.status).toBe(200);
    expect(await third.text()).toBe(firstText);
  });

  it('forgets a claim left by a crash when the service starts again, so the retry creates the order once', async () => {
    const settings = testSettings();
    api = openTestApi({ settings });
    const partnerId = (api.service.db.prepare("SELECT id FROM partners WHERE tier = 'standard'").get() as { id: string }).id;
    // The process took the key, then died before answering.
    expect(claimKey(api.service.db, partnerId, KEY, api.service.clock.now())).toEqual({ kind: 'claimed' });
    expect((await post(JSON.stringify(orderInput()))).status).toBe(409);
    await api.close();

    api = openTestApi({ settings });
    const retry = await post(JSON.stringify(orderInput()));
    expect(retry.ok).toBe(true);
    expect(orderCount()).toBe(1);
  });
});
