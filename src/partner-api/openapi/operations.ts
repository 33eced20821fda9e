import * as z from 'zod/mini';
import { ExternalOrder, ExternalOrderCreateInput } from '../../contract/external-order.ts';
import { Paged } from '../../contract/list.ts';
import { Order, OrderCreateInput, OrderModifyInput, OrderStatus, OrderStatusResponse } from '../../contract/order.ts';
import { ProductType, VehicleType } from '../../contract/primitives.ts';
import { Product, ProductsStatus } from '../../contract/product.ts';
import { User, Vehicle } from '../../contract/user.ts';
import { ValidateVehicleRequest, ValidateVehicleResult } from '../../contract/vehicle.ts';
import { PartnerAccount } from '../../contract/account.ts';
import { WebhookEndpoint, WebhookEndpointInput } from '../../contract/webhook-endpoint.ts';
import type { RouteKey } from '../rate-limit/limits.ts';

export interface Operation {
  method: 'get' | 'post' | 'put';
  path: string;
  summary: string;
  description?: string;
  limit?: RouteKey;
  query?: Record<string, { schema: z.ZodMiniType; description: string }>;
  idempotent?: true;
  body?: z.ZodMiniType;
  ok: { status: number; schema?: z.ZodMiniType; contentType?: string };
  errors: number[];
}

const page = { schema: z.int(), description: 'page number, from 1' };

/** One JSON-RPC 2.0 message; the MCP revision defines the rest, so the document does not repeat it. */
const JsonRpcMessage = z.looseObject({ jsonrpc: z.literal('2.0'), method: z.optional(z.string()), id: z.optional(z.union([z.string(), z.int()])) });

/** Every operation of section 4 of the spec, as this service implements it. */
export const OPERATIONS: Operation[] = [
  { method: 'post', path: '/mcp', summary: 'MCP server for LLM agents (Streamable HTTP, stateless, JSON answers)', limit: 'POST /mcp',
    description: 'Protocol revisions 2025-11-25 and 2025-06-18. Tools: create_order, get_order, modify_order, get_products, get_users, get_user_orders; each call also counts against the REST route it mirrors, and a refused call is a tool result with isError and the problem JSON (a rate limit included), not an HTTP error. A notification alone is answered 202.',
    body: JsonRpcMessage, ok: { status: 200, schema: JsonRpcMessage }, errors: [401, 403, 429] },
  { method: 'get', path: '/public/products', summary: 'All available products', limit: 'GET /products',
    query: { country: { schema: z.string(), description: 'ISO country code, any case' }, type: { schema: ProductType, description: 'product type' }, vehicle_type: { schema: VehicleType, description: 'vehicle type' } },
    ok: { status: 200, schema: z.array(Product) }, errors: [400, 401, 403, 429] },
  { method: 'get', path: '/public/products/status', summary: 'National providers and every product\'s availability', limit: 'GET /products/status', ok: { status: 200, schema: ProductsStatus }, errors: [401, 403, 429] },
  { method: 'post', path: '/public/validate-vehicle', summary: 'Check a plate against its registration country (free)', limit: 'POST /validate-vehicle', body: ValidateVehicleRequest, ok: { status: 200, schema: ValidateVehicleResult }, errors: [400, 401, 403, 429] },
  { method: 'post', path: '/public/orders', summary: 'Create an order', limit: 'POST /orders', idempotent: true, body: OrderCreateInput, ok: { status: 200, schema: Order }, errors: [400, 401, 403, 409, 422, 429] },
  { method: 'get', path: '/public/orders', summary: 'The partner\'s orders', limit: 'GET /orders', query: { status: { schema: OrderStatus, description: 'only orders in this status' }, page }, ok: { status: 200, schema: Paged(Order) }, errors: [400, 401, 403, 429] },
  { method: 'get', path: '/public/orders/{id}', summary: 'One order', limit: 'GET /orders/{id}', ok: { status: 200, schema: Order }, errors: [401, 403, 404, 429] },
  { method: 'get', path: '/public/orders/{id}/status', summary: 'Only the status of an order', limit: 'GET /orders/{id}/status', ok: { status: 200, schema: OrderStatusResponse }, errors: [401, 403, 404, 429] },
  { method: 'post', path: '/public/orders/{id}/cancel-deferred', summary: 'Cancel a DEFERRED order (it ends REFUNDED)', limit: 'POST /orders/{id}/cancel-deferred', ok: { status: 200, schema: Order }, errors: [401, 403, 404, 409, 429] },
  { method: 'post', path: '/public/orders/{id}/cancel-pending', summary: 'Cancel a PENDING order (it ends REFUNDED)', limit: 'POST /orders/{id}/cancel-pending', ok: { status: 200, schema: Order }, errors: [401, 403, 404, 409, 429] },
  { method: 'post', path: '/public/orders/{id}/modify', summary: 'Change the vehicle or start date, once per order', limit: 'POST /orders/{id}/modify', body: OrderModifyInput, ok: { status: 200, schema: Order }, errors: [400, 401, 403, 404, 409, 429] },
  { method: 'get', path: '/public/orders/{id}/cars/{index}/confirmation.pdf', summary: 'The national provider\'s confirmation PDF of one car', limit: 'GET /orders/{id}/cars/{index}/confirmation.pdf', ok: { status: 200, contentType: 'application/pdf' }, errors: [401, 403, 404, 429] },
  { method: 'get', path: '/public/users', summary: 'Users with at least one payment', limit: 'GET /users', query: { page }, ok: { status: 200, schema: Paged(User) }, errors: [400, 401, 403, 429] },
  { method: 'get', path: '/public/users/{id}/orders', summary: 'A user\'s orders', limit: 'GET /users/{id}/orders', query: { page }, ok: { status: 200, schema: Paged(Order) }, errors: [400, 401, 403, 404, 429] },
  { method: 'get', path: '/public/users/{id}/vehicles', summary: 'A user\'s vehicles', limit: 'GET /users/{id}/vehicles', ok: { status: 200, schema: z.object({ data: z.array(Vehicle) }) }, errors: [401, 403, 404, 429] },
  { method: 'post', path: '/public/external-orders', summary: 'Create an order paid through a link', limit: 'POST /external-orders', idempotent: true, body: ExternalOrderCreateInput,
    description: 'reference_id is unique per partner: the same request again answers 200 with the existing external order; other details under the same reference_id are 409 reference_id_taken.',
    ok: { status: 201, schema: ExternalOrder }, errors: [400, 401, 403, 409, 422, 429] },
  { method: 'get', path: '/public/external-orders/{id}', summary: 'One external order, by eo_ id or reference_id', limit: 'GET /external-orders/{id}', ok: { status: 200, schema: ExternalOrder }, errors: [401, 403, 404, 429] },
  { method: 'post', path: '/public/external-orders/{id}/cancel', summary: 'Cancel an external order by eo_ id or reference_id (idempotent)', limit: 'POST /external-orders/{id}/cancel', ok: { status: 200, schema: ExternalOrder }, errors: [401, 403, 404, 409, 429] },
  { method: 'get', path: '/public/account', summary: 'The partner\'s tier, debt, amount due and fine invoices', limit: 'GET /account',
    description: 'An addition to the spec for its debt control: still answered while access is disabled, so a partner can see what to pay.',
    ok: { status: 200, schema: PartnerAccount }, errors: [401, 429] },
  { method: 'get', path: '/public/webhook-endpoint', summary: 'Where the partner\'s webhooks go', limit: 'GET /webhook-endpoint',
    ok: { status: 200, schema: WebhookEndpoint }, errors: [401, 403, 429] },
  { method: 'put', path: '/public/webhook-endpoint', summary: 'Change the webhook URL and signing secret, from the next delivery on', limit: 'PUT /webhook-endpoint',
    description: 'Spec 6 configures the webhook URL in the partner panel; this is that setting. url: http(s) or null (no webhooks); secret: whsec_..., omitted keeps the current one, never answered back.',
    body: WebhookEndpointInput, ok: { status: 200, schema: WebhookEndpoint }, errors: [400, 401, 403, 429] },
];

