/**
 * What follows the payment, and what no plain purchase needs, in a chunk of
 * its own that the app fetches while the payment page shows, or the first time
 * one of them shows (on-demand.ts, Later.tsx, StoreDeps.onDemand): the order's
 * live status with managing it and how it ended when it did not end active,
 * the orders waiting for payment at the device's limit, coming back to an
 * order after a reload, and the words for a refused or queued order; their
 * words one chunk a language (i18n/later.ts).
 */
export { StatusStep } from '../steps/status/StatusStep.tsx';
export { ResumeView } from './ResumeView.tsx';
export { UnpaidOrders } from '../steps/unpaid/UnpaidOrders.tsx';
export { orderProblem } from './order-problems.ts';
export { laterTranslator, loadLaterWords } from '../i18n/later.ts';
