/**
 * What no purchase needs, in a chunk of its own that the app imports the
 * first time one of them shows (Later.tsx): managing a placed order, the
 * orders waiting for payment at the device's limit, and coming back to an
 * order after a reload.
 */
export { ManageOrder } from '../steps/status/ManageOrder.tsx';
export { ResumeView } from './ResumeView.tsx';
export { UnpaidOrders } from '../steps/unpaid/UnpaidOrders.tsx';
