/**
 * What no purchase needs, in a chunk of its own that the app imports the
 * first time one of them shows (Later.tsx): managing a placed order, how an
 * order ended when it did not end active, the orders waiting for payment at
 * the device's limit, and coming back to an order after a reload.
 */
export { ManageOrder } from '../steps/status/ManageOrder.tsx';
export { OrderEnding } from '../steps/status/OrderEnding.tsx';
export { ResumeView } from './ResumeView.tsx';
export { UnpaidOrders } from '../steps/unpaid/UnpaidOrders.tsx';
