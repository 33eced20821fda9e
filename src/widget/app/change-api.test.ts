import { describe, expect, it, vi } from 'vitest';
import { classifyChangeResponse, createChangeApi } from './change-api.ts';

const problem = (status: number, code: string, extra: object = {}) => ({ type: `x/${code}`, title: code, status, code, ...extra });

describe('classifyChangeResponse', () => {
  it('reads cancel and modify answers', () => {
    expect(classifyChangeResponse(409, problem(409, 'order_not_cancellable', { detail: 'Too late' })))
      .toEqual({ kind: 'refused', code: 'order_not_cancellable', message: 'Too late' });
    expect(classifyChangeResponse(400, problem(400, 'invalid_request', { errors: [{ path: 'plate', message: 'Bad' }] })))
      .toEqual({ kind: 'invalid', errors: [{ path: 'plate', message: 'Bad' }] });
    expect(classifyChangeResponse(503, problem(503, 'upstream_unavailable'))).toEqual({ kind: 'failed' });
    expect(classifyChangeResponse(429, problem(429, 'rate_limited'))).toEqual({ kind: 'failed' });
    expect(classifyChangeResponse(200, { id: 'x' })).toEqual({ kind: 'failed' });
  });
});

describe('createChangeApi', () => {
  const reply = (status: number, body: unknown) =>
    vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

  it('posts the token in a JSON body to cancel and modify', async () => {
    const fetchImpl = reply(409, problem(409, 'order_not_modifiable'));
    const api = createChangeApi('https://bff.test', fetchImpl);
    await api.cancelOrder('ord_1', 'tok');
    await api.modifyOrder('ord_1', 'tok', { plate: 'W 2' });
    expect(fetchImpl.mock.calls.map(([url, init]) => [url, init?.method, init?.body])).toEqual([
      ['https://bff.test/api/orders/ord_1/cancel', 'POST', '{"token":"tok"}'],
      ['https://bff.test/api/orders/ord_1/modify', 'POST', '{"plate":"W 2","token":"tok"}'],
    ]);
  });

  it('drops an unpaid order with its token, and says whether the BFF took it off', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(new Response('{}', { status: 404 }));
    const api = createChangeApi('https://bff.test', fetchImpl);
    expect(await api.abandonOrder('ord_1', 'tok')).toBe(true);
    expect(await api.abandonOrder('ord_2', 'tok')).toBe(false);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('https://bff.test/api/orders/ord_1/abandon');
  });
});
