import { describe, expect, it, vi } from 'vitest';
import { createApi } from './api.ts';
import { classifyOrderResponse, createOrderRequests } from './order-requests.ts';

const problem = (status: number, code: string, extra: object = {}) => ({ type: `x/${code}`, title: code, status, code, ...extra });

describe('classifyOrderResponse', () => {
  it('follows the spec for POST /orders', () => {
    expect(classifyOrderResponse(409, problem(409, 'duplicate_order'))).toEqual({ kind: 'duplicate' });
    expect(classifyOrderResponse(409, problem(409, 'idempotency_key_in_use'))).toEqual({ kind: 'retry', code: 'idempotency_key_in_use' });
    expect(classifyOrderResponse(429, problem(429, 'rate_limited'))).toEqual({ kind: 'retry', code: 'rate_limited' });
    expect(classifyOrderResponse(502, null)).toEqual({ kind: 'retry', code: 'http_502' });
    expect(classifyOrderResponse(400, problem(400, 'invalid_request', { errors: [{ path: 'email', message: 'Bad' }] })))
      .toEqual({ kind: 'invalid', errors: [{ path: 'email', message: 'Bad' }] });
    expect(classifyOrderResponse(422, problem(422, 'vin_required', { detail: 'A VIN is needed' })))
      .toEqual({ kind: 'rejected', code: 'vin_required', message: 'A VIN is needed' });
  });
  it('treats an unreadable success as retryable, since the same key replays it', () => {
    expect(classifyOrderResponse(201, { order: {} })).toEqual({ kind: 'retry', code: 'bad_response' });
  });
});

describe('createOrderRequests and createApi', () => {
  it('sends the idempotency key and JSON, and maps network errors to retry', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const api = createOrderRequests('https://bff.test', fetchImpl);
    const outcome = await api.createOrder({
      product: 'p', vehicle_type: 'car', plate: 'W 1', vehicle_country: 'AT', start_date: '2026-03-10', email: 'a@b.test',
    }, 'k'.repeat(32));
    expect(outcome).toEqual({ kind: 'retry', code: 'network' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://bff.test/api/orders');
    expect(init?.headers).toMatchObject({ 'idempotency-key': 'k'.repeat(32), 'content-type': 'application/json' });
  });

  it('reads plate checks: valid, invalid with message, problem, failure', async () => {
    const reply = (status: number, body: unknown) =>
      vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));
    const check = { plate: 'w 1', country: 'AT' };
    expect(await createOrderRequests('x', reply(200, { valid: true, plate: 'W 1', country: 'AT', code: null, message: null })).validateVehicle(check))
      .toEqual({ kind: 'valid', plate: 'W 1' });
    expect(await createOrderRequests('x', reply(200, { valid: false, plate: 'W 1', country: 'AT', code: 'invalid_plate', message: 'Unknown district' })).validateVehicle(check))
      .toEqual({ kind: 'invalid', message: 'Unknown district' });
    expect(await createOrderRequests('x', reply(400, problem(400, 'invalid_request', { errors: [{ path: 'plate', message: 'Too long' }] }))).validateVehicle(check))
      .toEqual({ kind: 'invalid', message: 'Too long' });
    expect(await createOrderRequests('x', reply(503, problem(503, 'upstream_unavailable'))).validateVehicle(check)).toEqual({ kind: 'failed' });
  });

  it('resolves BFF paths against the BFF', () => {
    const api = createApi('https://bff.test/checkout', fetch, () => Promise.reject(new Error('no order asked')));
    expect(api.resolve('/api/orders/1/confirmation.pdf')).toBe('https://bff.test/api/orders/1/confirmation.pdf');
    expect(api.eventsUrl('ord 1', 'a+b')).toBe('https://bff.test/checkout/api/orders/ord%201/events?token=a%2Bb');
  });
});

describe('createApi', () => {
  it('asks for the order requests (the checkout steps\' chunk) only when an order is asked about', async () => {
    const gone = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 404 }));
    const orders = vi.fn(async () => createOrderRequests('https://bff.test', gone));
    const api = createApi('https://bff.test', gone, orders);
    expect(api.eventsUrl('ord_1', 't')).toBe('https://bff.test/api/orders/ord_1/events?token=t');
    expect(orders).not.toHaveBeenCalled();
    expect(await api.getOrder('ord_1', 't')).toEqual({ kind: 'gone' });
    expect(orders).toHaveBeenCalledTimes(1);
    expect(gone.mock.calls[0]?.[0]).toBe('https://bff.test/api/orders/ord_1?token=t');
  });
});

describe('order lookups and changes', () => {
  const reply = (status: number, body: unknown) =>
    vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

  it('reads a saved order back: found, gone, or failed', async () => {
    const gone = reply(404, problem(404, 'order_not_found'));
    expect(await createOrderRequests('https://bff.test', gone).getOrder('ord_1', 'tok+1')).toEqual({ kind: 'gone' });
    expect(gone.mock.calls[0]?.[0]).toBe('https://bff.test/api/orders/ord_1?token=tok%2B1');
    expect(await createOrderRequests('x', reply(503, problem(503, 'upstream_unavailable'))).getOrder('o', 't')).toEqual({ kind: 'failed' });
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await createOrderRequests('x', offline).getOrder('o', 't')).toEqual({ kind: 'failed' });
  });
});
