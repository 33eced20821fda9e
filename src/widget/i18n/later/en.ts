/**
 * English words of the on-demand chunk (app/after-purchase.ts): managing a placed order, how an order
 * ended (a failure, a refund, a lapse), the unpaid-orders offer, an order that could not be read back.
 */
export const messages = {
  'unpaid.heading': 'Orders waiting for payment on this device',
  'unpaid.pay': 'Pay this order',
  'unpaid.drop': 'Drop it',
  'unpaid.elsewhere': 'They were placed in another window or on another page: pay or leave them there.',
  'manage.heading': 'Manage your order',
  'manage.change': 'Change vehicle or start date',
  'manage.changeOnce': 'An order can be changed once.',
  'manage.startDateLocked': 'The start date can no longer change: the order is with the national provider.',
  'manage.save': 'Save the change',
  'manage.cancel': 'Cancel order',
  'manage.cancelQuestion': 'Cancel this order? The price is refunded to the way you paid.',
  'manage.cancelConfirm': 'Yes, cancel the order',
  'manage.keep': 'Keep the order',
  'manage.refused': 'The change was not accepted: {reason}',
  'manage.failed': 'The service is not reachable right now; nothing was changed. Try again.',
  'manage.startDateInvalid': 'Choose a start date',
  'manage.nothingChanged': 'Change the plate, the registration country or the start date first',
  'ending.unpaidLapsed': 'This order was not paid in time, so it was closed.',
  'ending.providerError': 'The national provider could not register this order.',
  'ending.refunded': 'This order was cancelled.',
  'ending.expired': 'The validity of this order has ended.',
  'money.notTaken': 'No money was taken.',
  'money.taken': 'Your payment was taken. Support will register the order or refund you; give them your order number.',
  'money.returned': 'Your payment is being returned to the way you paid.',
  'support.link': 'Contact support',
  'resume.failed': 'We could not load your order. Check your connection and try again.',
} as const;

export type LaterKey = keyof typeof messages;
