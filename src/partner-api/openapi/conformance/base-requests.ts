import { initialize, MCP_HEADERS, type Call, type Conformance } from './conformance-context.ts';

type Base = (cx: Conformance) => Call | Promise<Call>;

let references = 0;
const reference = () => `conformance-${(references += 1)}`;

/**
 * A request of each operation that passes its checks (or meets a rule of its own): what the answers every route
 * of its kind gives (401, 403, 413, 415, 429, 5xx) are generated from.
 */
export const BASE_REQUESTS: Record<string, Base> = {
  listProducts: () => ({ method: 'GET', path: '/public/products?country=AT&type=vignette' }),
  getProductsStatus: () => ({ method: 'GET', path: '/public/products/status' }),
  validateVehicle: () => ({ method: 'POST', path: '/public/validate-vehicle', json: { plate: 'W 12345 A', country: 'AT' } }),
  createOrder: (cx) => ({ method: 'POST', path: '/public/orders', json: cx.orderBody(1) }),
  listOrders: () => ({ method: 'GET', path: '/public/orders?status=DEFERRED&page=1' }),
  getOrder: async (cx) => ({ method: 'GET', path: `/public/orders/${(await cx.deferredOrder()).id}` }),
  getOrderStatus: async (cx) => ({ method: 'GET', path: `/public/orders/${(await cx.deferredOrder()).id}/status` }),
  cancelDeferredOrder: async (cx) => ({ method: 'POST', path: `/public/orders/${(await cx.deferredOrder()).id}/cancel-deferred` }),
  cancelPendingOrder: async (cx) => ({ method: 'POST', path: `/public/orders/${(await cx.pendingOrder()).id}/cancel-pending` }),
  modifyOrder: async (cx) => ({ method: 'POST', path: `/public/orders/${(await cx.deferredOrder()).id}/modify`, json: { start_date: cx.day(20) } }),
  getConfirmationPdf: async (cx) => ({ method: 'GET', path: `/public/orders/${(await cx.activeOrder()).id}/cars/0/confirmation.pdf` }),
  listUsers: () => ({ method: 'GET', path: '/public/users?page=1' }),
  listUserOrders: async (cx) => ({ method: 'GET', path: `/public/users/${(await cx.deferredOrder()).user_id}/orders` }),
  listUserVehicles: async (cx) => ({ method: 'GET', path: `/public/users/${(await cx.deferredOrder()).user_id}/vehicles` }),
  createExternalOrder: (cx) => ({ method: 'POST', path: '/public/external-orders', json: cx.externalBody(reference()) }),
  getExternalOrder: async (cx) => ({ method: 'GET', path: `/public/external-orders/${(await cx.externalOrder(reference())).id}` }),
  cancelExternalOrder: async (cx) => ({ method: 'POST', path: `/public/external-orders/${(await cx.externalOrder(reference())).id}/cancel` }),
  getAccount: () => ({ method: 'GET', path: '/public/account' }),
  getWebhookEndpoint: () => ({ method: 'GET', path: '/public/webhook-endpoint' }),
  updateWebhookEndpoint: () => ({ method: 'PUT', path: '/public/webhook-endpoint', json: { url: null } }),
  postMcpMessage: () => ({ method: 'POST', path: '/mcp', json: initialize(), headers: MCP_HEADERS }),
  getMcpEndpoint: () => ({ method: 'GET', path: '/mcp', headers: { Accept: 'application/json' } }),
};
