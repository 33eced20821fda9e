import type { Operation } from '../operation.ts';
import { ORDER_RULE_CODES } from './orders.ts';

export const EXTERNAL_ORDER_OPERATIONS: Operation[] = [
  {
    operationId: 'createExternalOrder', method: 'post', path: '/public/external-orders', tag: 'External orders', limit: 'POST /external-orders', idempotent: true,
    summary: 'Create an order paid through a link',
    description: [
      'The link sells a basket: the user and up to 20 `products[]` items, which may name different products and start dates. Items with the same product and start date make one order (their vehicles its `cars[]`), as `POST /public/orders` groups them; each order is checked by every rule of order creation and priced from the catalogue, and `items` lists them with their amounts (`amount` is their sum). A refused order refuses the whole basket with the code order creation answers, `errors[].path` naming the items as `products.<index>`.',
      'Duplicate prevention (spec 2.3) holds inside the basket too: two items covering the same vehicle in overlapping periods of one country and product type, or an item covering a vehicle a paid order covers, are 409 `duplicate_order` naming every item concerned.',
      'Paying the link once creates every order in the order of `items`, named in `order_ids` (`order_id` is the first); if one would now duplicate a paid order, the payment is refused and nothing is created.',
      '`reference_id` is unique per partner: the same request again answers 200 with the existing external order; other details under the same `reference_id` are 409 `reference_id_taken`.',
    ].join('\n\n'),
    body: 'ExternalOrderCreateInput',
    success: [
      { status: 201, description: 'Created: `OPEN`, with its `payment_link`', schema: 'ExternalOrder', headers: ['Location'] },
      { status: 200, description: 'The external order created earlier with this `reference_id` and these details', schema: 'ExternalOrder', headers: ['Location'] },
    ],
    problems: { 400: ORDER_RULE_CODES, 409: ['duplicate_order', 'reference_id_taken'] },
  },
  {
    operationId: 'getExternalOrder', method: 'get', path: '/public/external-orders/{id}', tag: 'External orders', limit: 'GET /external-orders/{id}',
    summary: 'One external order, by `eo_` id or `reference_id`',
    params: ['ExternalOrderRef'],
    success: [{ status: 200, description: 'The external order', schema: 'ExternalOrder' }],
    problems: { 404: ['external_order_not_found'] },
  },
  {
    operationId: 'cancelExternalOrder', method: 'post', path: '/public/external-orders/{id}/cancel', tag: 'External orders', limit: 'POST /external-orders/{id}/cancel',
    summary: 'Cancel an external order, by `eo_` id or `reference_id` (idempotent)',
    description: 'Its `payment_link` stops working and `EXTERNAL_ORDER_STATUS_CHANGED` is sent with `CANCELED`. An external order already `CANCELED` or `EXPIRED` is answered as it is; a `PAID` one is 409 `external_order_paid` (refund it instead). No body.',
    params: ['ExternalOrderRef'],
    success: [{ status: 200, description: 'The external order, `CANCELED` (or `EXPIRED` as it was)', schema: 'ExternalOrder' }],
    problems: { 404: ['external_order_not_found'], 409: ['external_order_paid'] },
  },
];
