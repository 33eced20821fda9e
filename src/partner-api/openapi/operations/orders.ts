import type { Operation } from '../operation.ts';

/** The order rules of spec 2.3 that creation checks, each with its own code. */
export const ORDER_RULE_CODES = [
  'mixed_products', 'unknown_product', 'user_fields_required', 'vehicle_type_not_available', 'vin_required', 'invalid_plate',
  'start_date_in_past', 'start_date_too_far', 'start_date_not_friday', 'flex_not_available',
];

export const ORDER_OPERATIONS: Operation[] = [
  {
    operationId: 'createOrder', method: 'post', path: '/public/orders', tag: 'Orders', limit: 'POST /orders', idempotent: true,
    summary: 'Create an order',
    description: [
      'One order is one product for one or more vehicles: every `products[]` item names the same product and start date, and each item is one vehicle.',
      'A 200 means keep the returned `id` (spec 4). A 409 `duplicate_order` means stop: do not retry. Another 4xx means correct the request. A 5xx or a network error is transient: retry once a minute, at most 5 times, with the same `Idempotency-Key`.',
    ].join('\n\n'),
    body: 'OrderCreateInput',
    success: [{ status: 200, description: 'The order, new or replayed for the same `Idempotency-Key` and body (then with `Idempotent-Replayed: true`)', schema: 'Order', headers: ['Location'] }],
    problems: { 400: ['payment_options_not_allowed', ...ORDER_RULE_CODES], 409: ['duplicate_order'], 422: ['provider_unavailable'] },
  },
  {
    operationId: 'listOrders', method: 'get', path: '/public/orders', tag: 'Orders', limit: 'GET /orders',
    summary: 'The partner\'s orders, newest first',
    params: ['OrderStatusFilter', 'Page'],
    success: [{ status: 200, description: 'One page of 50 orders', schema: 'OrderPage' }],
    problems: { 400: ['invalid_request'] },
  },
  {
    operationId: 'getOrder', method: 'get', path: '/public/orders/{id}', tag: 'Orders', limit: 'GET /orders/{id}',
    summary: 'One order',
    description: 'Status changes arrive by webhook: read an order when you need it, do not poll it.',
    params: ['OrderId'],
    success: [{ status: 200, description: 'The order, with `can_modify` and, once ACTIVE, `provider_id` and each car\'s `pdf`', schema: 'Order' }],
    problems: { 404: ['order_not_found'] },
  },
  {
    operationId: 'getOrderStatus', method: 'get', path: '/public/orders/{id}/status', tag: 'Orders', limit: 'GET /orders/{id}/status',
    summary: 'Only the status of an order',
    params: ['OrderId'],
    success: [{ status: 200, description: 'The status and nothing else (spec 4)', schema: 'OrderStatusResponse' }],
    problems: { 404: ['order_not_found'] },
  },
  {
    operationId: 'cancelDeferredOrder', method: 'post', path: '/public/orders/{id}/cancel-deferred', tag: 'Orders', limit: 'POST /orders/{id}/cancel-deferred',
    summary: 'Cancel a DEFERRED order (it ends REFUNDED)',
    description: 'Only while the order is `DEFERRED`; any other status is 409 `order_not_cancellable`, whose detail names it. No body.',
    params: ['OrderId'],
    success: [{ status: 200, description: 'The order, now `REFUNDED` with `refunded_at`', schema: 'Order' }],
    problems: { 404: ['order_not_found'], 409: ['order_not_cancellable'] },
  },
  {
    operationId: 'cancelPendingOrder', method: 'post', path: '/public/orders/{id}/cancel-pending', tag: 'Orders', limit: 'POST /orders/{id}/cancel-pending',
    summary: 'Cancel a PENDING order (it ends REFUNDED)',
    description: 'Only while the order is `PENDING`; any other status is 409 `order_not_cancellable`, whose detail names it. No body.',
    params: ['OrderId'],
    success: [{ status: 200, description: 'The order, now `REFUNDED` with `refunded_at`', schema: 'Order' }],
    problems: { 404: ['order_not_found'], 409: ['order_not_cancellable'] },
  },
  {
    operationId: 'modifyOrder', method: 'post', path: '/public/orders/{id}/modify', tag: 'Orders', limit: 'POST /orders/{id}/modify',
    summary: 'Change the vehicle or the start date, once per order',
    description: 'Send only what changes. Once per order (`can_modify` turns false), while `CREATED`, `DEFERRED`, `PENDING` or `ACTIVE`; the start date only while `CREATED` or `DEFERRED`; the vehicle only on single-vehicle orders. The changed order passes the creation rules again.',
    params: ['OrderId'],
    body: 'OrderModifyInput',
    success: [{ status: 200, description: 'The changed order', schema: 'Order' }],
    problems: {
      400: ['vehicle_change_ambiguous', 'vin_required', 'invalid_plate', 'start_date_in_past', 'start_date_too_far', 'start_date_not_friday'],
      404: ['order_not_found'], 409: ['order_not_modifiable', 'duplicate_order'],
    },
  },
  {
    operationId: 'getConfirmationPdf', method: 'get', path: '/public/orders/{id}/cars/{index}/confirmation.pdf', tag: 'Orders',
    limit: 'GET /orders/{id}/cars/{index}/confirmation.pdf',
    summary: 'The national provider\'s confirmation PDF of one car',
    description: 'The URL in `cars[].pdf` of an ACTIVE order; cars are numbered from 0.',
    params: ['OrderId', 'CarIndex'],
    success: [{ status: 200, description: 'The PDF', contentType: 'application/pdf' }],
    problems: { 404: ['order_not_found', 'confirmation_not_found'] },
  },
];
