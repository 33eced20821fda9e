import { payExternalOrder } from '../../external-orders/pay-external-order.ts';
import { BASE_REQUESTS } from './base-requests.ts';
import { initialize, MCP_HEADERS, type Call, type Conformance } from './conformance-context.ts';
import type { Generator } from './generic-statuses.ts';

const NO_ORDER = 'ord_aaaaaaaaaaaaaaaa';
const send = (call: (cx: Conformance) => Call | Promise<Call>): Generator => async (cx) => cx.send(await call(cx));
const ok: Generator = async (cx, id) => cx.send(await BASE_REQUESTS[id]!(cx));
const twice = (call: (cx: Conformance) => Call | Promise<Call>): Generator => async (cx) => {
  const made = await call(cx);
  await (await cx.send(made)).arrayBuffer();
  return cx.send(made);
};
let references = 0;
const reference = () => `specific-${(references += 1)}`;

/** A server whose database has failed: every address it serves answers 500. */
const broken = (call: Call): Generator => async (cx) => {
  if (!cx.broken) throw new Error('no broken server');
  return fetch(new URL(call.path, cx.broken.url), {
    method: call.method, headers: { Authorization: 'Bearer sk_test_standard_sandbox', 'Content-Type': 'application/json', ...call.headers },
    ...(call.json === undefined ? {} : { body: JSON.stringify(call.json) }),
  });
};

/** The answers of each operation's own rules. */
export const SPECIFIC: Record<string, Record<number, Generator>> = {
  listProducts: { 200: ok, 400: send(() => ({ method: 'GET', path: '/public/products?country=DE' })) },
  getProductsStatus: { 200: ok },
  validateVehicle: { 200: ok, 400: send(() => ({ method: 'POST', path: '/public/validate-vehicle', json: { plate: 'W', country: 'AT' } })) },
  createOrder: {
    200: ok,
    400: send((cx) => ({ method: 'POST', path: '/public/orders', json: cx.orderBody(1, { allowed_payment_providers: ['stripe'] }) })),
    409: twice((cx) => ({ method: 'POST', path: '/public/orders', json: cx.orderBody(1) })),
    422: async (cx) => {
      const headers = { 'Idempotency-Key': `conformance-key-${reference()}` };
      await cx.json({ method: 'POST', path: '/public/orders', json: cx.orderBody(1), headers });
      return cx.send({ method: 'POST', path: '/public/orders', json: cx.orderBody(2), headers });
    },
  },
  listOrders: { 200: ok, 400: send(() => ({ method: 'GET', path: '/public/orders?page=0' })) },
  getOrder: { 200: ok, 404: send(() => ({ method: 'GET', path: `/public/orders/${NO_ORDER}` })) },
  getOrderStatus: { 200: ok, 404: send(() => ({ method: 'GET', path: `/public/orders/${NO_ORDER}/status` })) },
  cancelDeferredOrder: {
    200: ok,
    404: send(() => ({ method: 'POST', path: `/public/orders/${NO_ORDER}/cancel-deferred` })),
    409: send(async (cx) => ({ method: 'POST', path: `/public/orders/${(await cx.pendingOrder()).id}/cancel-deferred` })),
  },
  cancelPendingOrder: {
    200: ok,
    404: send(() => ({ method: 'POST', path: `/public/orders/${NO_ORDER}/cancel-pending` })),
    409: send(async (cx) => ({ method: 'POST', path: `/public/orders/${(await cx.deferredOrder()).id}/cancel-pending` })),
  },
  modifyOrder: {
    200: ok,
    400: send(async (cx) => ({ method: 'POST', path: `/public/orders/${(await cx.deferredOrder()).id}/modify`, json: {} })),
    404: send(() => ({ method: 'POST', path: `/public/orders/${NO_ORDER}/modify`, json: { plate: 'W 1 A' } })),
    409: twice(async (cx) => ({ method: 'POST', path: `/public/orders/${(await cx.deferredOrder()).id}/modify`, json: { start_date: cx.day(12) } })),
  },
  getConfirmationPdf: {
    200: ok,
    404: send(async (cx) => ({ method: 'GET', path: `/public/orders/${(await cx.deferredOrder()).id}/cars/0/confirmation.pdf` })),
  },
  listUsers: { 200: ok, 400: send(() => ({ method: 'GET', path: '/public/users?page=-1' })) },
  listUserOrders: {
    200: ok,
    400: send(async (cx) => ({ method: 'GET', path: `/public/users/${(await cx.deferredOrder()).user_id}/orders?page=x` })),
    404: send(() => ({ method: 'GET', path: '/public/users/usr_aaaaaaaaaaaaaaaa/orders' })),
  },
  listUserVehicles: { 200: ok, 404: send(() => ({ method: 'GET', path: '/public/users/usr_aaaaaaaaaaaaaaaa/vehicles' })) },
  createExternalOrder: {
    200: twice((cx) => ({ method: 'POST', path: '/public/external-orders', json: cx.externalBody(reference()) })),
    201: ok,
    400: send((cx) => ({ method: 'POST', path: '/public/external-orders', json: { ...cx.externalBody(reference()), expires_in: 30 } })),
    409: async (cx) => {
      const ref = reference();
      await cx.externalOrder(ref);
      return cx.send({ method: 'POST', path: '/public/external-orders', json: cx.externalBody(ref) });
    },
    422: async (cx) => {
      const headers = { 'Idempotency-Key': `conformance-key-${reference()}` };
      await cx.json({ method: 'POST', path: '/public/external-orders', json: cx.externalBody(reference()), headers });
      return cx.send({ method: 'POST', path: '/public/external-orders', json: cx.externalBody(reference()), headers });
    },
  },
  getExternalOrder: { 200: ok, 404: send(() => ({ method: 'GET', path: '/public/external-orders/eo_nothing' })) },
  cancelExternalOrder: {
    200: ok,
    404: send(() => ({ method: 'POST', path: '/public/external-orders/no-such-reference/cancel' })),
    409: async (cx) => {
      const external = await cx.externalOrder(reference());
      payExternalOrder(cx.api.service, new URL(external.payment_link!).pathname.split('/').at(-1)!);
      return cx.send({ method: 'POST', path: `/public/external-orders/${external.id}/cancel` });
    },
  },
  getAccount: { 200: ok },
  getWebhookEndpoint: { 200: ok },
  updateWebhookEndpoint: {
    200: ok,
    400: send(() => ({ method: 'PUT', path: '/public/webhook-endpoint', json: { url: 'ftp://partner.example/hooks' } })),
    422: (cx) => cx.strictOutbound(() => cx.send({
      method: 'PUT', path: '/public/webhook-endpoint', json: { url: 'http://169.254.169.254/latest/meta-data' },
    })),
  },
  postMcpMessage: {
    200: ok,
    202: send(() => ({ method: 'POST', path: '/mcp', json: { jsonrpc: '2.0', method: 'notifications/initialized' }, headers: { ...MCP_HEADERS, 'MCP-Protocol-Version': '2025-11-25' } })),
    400: send(() => ({ method: 'POST', path: '/mcp', json: [{ jsonrpc: '2.0', id: 2, method: 'tools/list' }], headers: { ...MCP_HEADERS, 'MCP-Protocol-Version': '2025-11-25' } })),
    406: send(() => ({ method: 'POST', path: '/mcp', json: initialize(), headers: { Accept: 'application/json' } })),
    500: broken({ method: 'POST', path: '/mcp', json: initialize(), headers: MCP_HEADERS }),
  },
  getMcpEndpoint: {
    200: ok,
    405: send(() => ({ method: 'GET', path: '/mcp', headers: { Accept: 'text/event-stream' } })),
    500: broken({ method: 'GET', path: '/mcp' }),
  },
};
