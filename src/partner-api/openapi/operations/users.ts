import type { Operation } from '../operation.ts';

export const USER_OPERATIONS: Operation[] = [
  {
    operationId: 'listUsers', method: 'get', path: '/public/users', tag: 'Users', limit: 'GET /users',
    summary: 'Users with at least one payment, oldest first',
    params: ['Page'],
    success: [{ status: 200, description: 'One page of 50 users', schema: 'UserPage' }],
    problems: { 400: ['invalid_request'] },
  },
  {
    operationId: 'listUserOrders', method: 'get', path: '/public/users/{id}/orders', tag: 'Users', limit: 'GET /users/{id}/orders',
    summary: 'A user\'s orders, newest first',
    params: ['UserId', 'Page'],
    success: [{ status: 200, description: 'One page of 50 orders', schema: 'OrderPage' }],
    problems: { 400: ['invalid_request'], 404: ['user_not_found'] },
  },
  {
    operationId: 'listUserVehicles', method: 'get', path: '/public/users/{id}/vehicles', tag: 'Users', limit: 'GET /users/{id}/vehicles',
    summary: 'A user\'s vehicles, most recently used first',
    description: 'Each plate and registration country of the user\'s paid orders once, as on the latest of them.',
    params: ['UserId'],
    success: [{ status: 200, description: 'The vehicles', schema: 'VehicleList' }],
    problems: { 404: ['user_not_found'] },
  },
];
