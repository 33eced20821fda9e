/** English words of the on-demand chunk (app/after-purchase.ts): managing a placed order, the unpaid-orders offer. */
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
} as const;

export type LaterKey = keyof typeof messages;
