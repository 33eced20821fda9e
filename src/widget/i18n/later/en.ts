/**
 * English words of the manage chunk (app/manage.ts): the panels behind "Manage your order", how an order
 * ended (a failure, a refund, a lapse), the unpaid-orders offer, an order that could not be read back, a
 * refused or queued order, a payment page the browser would not show in the widget. The status screen's
 * own ("Manage your order" and its buttons) are the app's.
 */
export const messages = {
  'unpaid.heading': 'Orders waiting for payment on this device',
  'unpaid.pay': 'Pay this order',
  'unpaid.drop': 'Drop it',
  'unpaid.details': 'Valid: {range}\u00a0· Order\u00a0{id}',
  'unpaid.elsewhere': 'They were placed in another window or on another page: pay or leave them there.',
  'manage.changeOnce': 'An order can be changed once.',
  'manage.vinHint': 'For another vehicle only: its 17 letters and digits, as on its registration certificate',
  'manage.startDateLocked': 'The start date can no longer change: the order is with the national provider.',
  'manage.sendsToProvider':
    'With this start date, the order goes to the national provider as soon as you save. Once it is registered there, it can no longer be cancelled.',
  'manage.save': 'Save the change',
  'manage.cancelQuestion': 'Cancel this order? The price is refunded to the way you paid.',
  'manage.cancelConfirm': 'Yes, cancel the order',
  'manage.keep': 'Keep the order',
  'manage.refused': 'The change was not accepted: {reason}',
  'manage.failed': 'The service is not reachable right now; nothing was changed. Try again.',
  'manage.saved': 'Your change is saved.',
  'manage.savedPlate': 'New licence plate: {plate}',
  'manage.savedCountry': 'New registration country: {country}',
  'manage.savedVin': 'The VIN has been updated.',
  'manage.savedStart': 'New start date: {date}',
  'manage.changeUsed': 'An order can be changed once, so this one cannot be changed again.',
  'manage.nothingChanged': 'Change the plate, the registration country or the start date first',
  'manage.nothingChangedVehicle': 'Change the plate or the registration country first',
  'ending.unpaidLapsed': 'This order was not paid in time, so it was closed.',
  'ending.providerError': 'The national provider could not register this order.',
  'ending.cancelled': 'You cancelled this order.',
  'ending.refunded': 'This order is closed and not valid.',
  'ending.expired': 'The validity of this order has ended.',
  'money.notTaken': 'No money was taken.',
  'money.taken': 'Your payment was taken. Support will register the order or refund you; give them your order number.',
  'money.returned': 'Your payment is being returned to the way you paid.',
  'support.link': 'Contact support',
  'resume.failed': 'We could not load your order. Check your connection and try again.',
  'resume.leaveQueued': 'If you leave it, this page no longer follows it. Should it still be placed, it stays unpaid and lapses after a day; nothing is charged.',
  'problem.busy': 'The service is busy, so your order is not placed yet. Try again {when}; nothing is ordered twice.',
  'problem.tooFast': 'Too many tries from this device. Try again {when}.',
  'problem.unpaid': 'Too many unpaid orders on this device. Pay or drop one to place this one; unpaid orders lapse after a day.',
  'problem.stillPlacing': 'Your order is still being placed. Try again {when}.',
  'problem.productGone': '{product} is no longer sold for this vehicle. Choose another product.',
  'error.duplicate':
    'This vehicle already has a product like this one for some of these days, so no new order was placed. Choose a start date after it ends, or check the plate.',
  'error.startPassed':
    'The start date has already passed, so no order was placed. Choose today or a later day.',
  'error.rejected': 'The order was not accepted: {reason}',
  'error.givenUp': 'We could not place your order: the service did not answer 5 attempts a minute apart. Nothing was charged. You can try again.',
  'action.tryAgain': 'Try again',
  'error.salesPaused': 'Sales are paused right now. Nothing was charged; please try again later.',
  'checkout.queued': 'Many orders are being placed right now. Yours keeps its place in line ({ahead} ahead); please keep this page open.',
  'checkout.confirming': 'We are confirming your order with the service (attempt {attempt} of 5). Nothing is charged before you pay.',
  'checkout.nextAttempt': 'No answer from the service yet (attempt {attempt} of 5); we try again at {time}. Keep this page open; nothing is charged before you pay.',
  'pay.refused': 'The payment page cannot open inside this website.',
  'pay.refusedTab': 'Pay in a new tab instead. This checkout follows your order and moves on by itself once it is paid.',
  'pay.openTab': 'Open the payment page in a new tab',
} as const;

export type LaterKey = keyof typeof messages;
