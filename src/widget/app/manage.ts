/**
 * What only some orders need, in a chunk the checkout steps' chunk loads when
 * one does (later-parts.ts manage): the panels behind "Manage your order" with
 * the calls they make, how an order ended when it did not end active, the
 * orders waiting for payment at the device's limit, coming back to an order
 * after a reload, a payment page the browser refused to show in the widget,
 * the words for a refused or queued order, and the fields of one the BFF
 * refused; their words one chunk a language (i18n/later.ts).
 */
export { ManagePanel } from '../steps/status/ManagePanel.tsx';
export { manageActions } from './order-actions.ts';
export { OrderEnding } from '../steps/status/OrderEnding.tsx';
export { PayRefused } from '../steps/payment/PayRefused.tsx';
export { ResumeView } from './ResumeView.tsx';
export { resumeSaved } from './resume.ts';
export { UnpaidOrders } from '../steps/unpaid/UnpaidOrders.tsx';
export { checkoutProgress, orderProblem } from './order-problems.ts';
export { mapServerErrors } from '../steps/review/order-errors.ts';
export { laterTranslator, loadLaterWords } from '../i18n/later.ts';
