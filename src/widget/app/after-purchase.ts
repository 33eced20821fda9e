/**
 * What no plain purchase needs, in a chunk of its own that the app imports
 * the first time one of them shows (Later.tsx, StoreDeps.onDemand): managing
 * a placed order, how an order ended when it did not end active, the orders
 * waiting for payment at the device's limit, coming back to an order after a
 * reload, and the words for a refused or queued order.
 */
export { ManageOrder } from '../steps/status/ManageOrder.tsx';
export { OrderEnding } from '../steps/status/OrderEnding.tsx';
export { ResumeView } from './ResumeView.tsx';
export { UnpaidOrders } from '../steps/unpaid/UnpaidOrders.tsx';
export { orderProblem } from './order-problems.ts';
export { laterTranslator } from '../i18n/later.ts';
