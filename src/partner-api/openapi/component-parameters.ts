import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { PageQuery } from '../../contract/list.ts';
import { OrderStatus } from '../../contract/order.ts';
import { Country, ProductType, VehicleType } from '../../contract/primitives.ts';
import { IdempotencyKey } from '../../contract/widget-api.ts';
import { jsonSchemaOf, type Json } from './json-schema.ts';

const path = (name: string, description: string, schema: Json, example: unknown): Json =>
  ({ name, in: 'path', required: true, description, schema, example });
const query = (name: string, description: string, schema: Json): Json => ({ name, in: 'query', required: false, description, schema });

/** `components.parameters`: the path ids, filters and headers operations share. */
export const PARAMETERS: Record<string, Json> = {
  OrderId: path('id', 'The order id, as `create_order` answered it. Another partner\'s order is 404, as is one that does not exist.',
    { type: 'string', pattern: '^ord_[a-z2-7]+$', maxLength: 64 }, 'ord_abcdefghij234567'),
  UserId: path('id', 'The user id (`user_id` of an order, or `id` of `GET /public/users`).',
    { type: 'string', pattern: '^usr_[a-z2-7]+$', maxLength: 64 }, 'usr_abcdefghij234567'),
  ExternalOrderRef: path('id', 'The external order\'s `eo_` id or its `reference_id`.',
    { type: 'string', pattern: '^[A-Za-z0-9._:-]+$', minLength: 1, maxLength: 64 }, 'eo_abcdefghij234567'),
  CarIndex: path('index', 'The car\'s place in `cars[]`, from 0.', { type: 'integer', minimum: 0, maximum: 99 }, 0),
  Page: query('page', 'Page number, from 1; 50 items a page.', jsonSchemaOf(PageQuery.shape.page, 'input')),
  OrderStatusFilter: query('status', 'Only orders in this status.', jsonSchemaOf(OrderStatus, 'input')),
  CountryFilter: query('country', 'Only products of this country (ISO 3166-1 alpha-2; lower case is taken too).', jsonSchemaOf(Country, 'input')),
  ProductTypeFilter: query('type', 'Only products of this type.', jsonSchemaOf(ProductType, 'input')),
  VehicleTypeFilter: query('vehicle_type', 'Only products sold for this vehicle type.', jsonSchemaOf(VehicleType, 'input')),
  IdempotencyKey: {
    name: 'Idempotency-Key', in: 'header', required: false,
    description: 'Kept 24 h per partner. The same key and body replay the first answer (`Idempotent-Replayed: true`); another body is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. A 5xx is not kept, so a retry with the key really retries.',
    schema: jsonSchemaOf(IdempotencyKey, 'input'),
  },
  McpProtocolVersion: {
    name: 'MCP-Protocol-Version', in: 'header', required: false,
    description: 'The revision `initialize` agreed; required on every request after it (the MCP client sends it).',
    schema: { type: 'string', enum: [...SUPPORTED_PROTOCOL_VERSIONS] },
  },
};

const header = (description: string, schema: Json): Json => ({ description, required: true, schema });

/** `components.headers`. */
export const HEADERS: Record<string, Json> = {
  'RateLimit-Policy': header('IETF RateLimit-Policy: this route\'s quota `q` per window `w` (seconds), e.g. `"GET /orders/{id}";q=5;w=60`', { type: 'string' }),
  RateLimit: header('IETF RateLimit: requests remaining `r` and seconds until the window resets `t`, e.g. `"GET /orders/{id}";r=4;t=60`', { type: 'string' }),
  'Retry-After': header('Seconds until the window resets', { type: 'integer', minimum: 0 }),
  Location: header('Where the created resource is read', { type: 'string' }),
  'WWW-Authenticate': header('The Bearer challenge', { type: 'string' }),
  Allow: header('The methods this path takes', { type: 'string' }),
};
