/**
 * Everything after the first screen, in a chunk of its own that the store
 * fetches once the page is idle after the products show (store.ts), so the
 * first screen waits for none of it: the vehicle, details, review and payment
 * steps with their styles and words (one chunk a language,
 * i18n/step-words.ts); the store's part that checks the plate and places and
 * follows the order (checkout-part.ts) with its requests about an order; the
 * order's status screen, which every purchase ends on (a chunk of its own cost
 * more bytes than it saved); and the loaders of the chunks that come after it,
 * what only some orders need and the trip planner (later-parts.ts).
 */
export { createCheckoutPart } from './checkout-part.ts';
export { stepStyles } from './step-styles.ts';
export { loadStepWords } from '../i18n/step-words.ts';
export { createOrderRequests } from './order-requests.ts';
export { openEventSource } from './order-stream.ts';
export { manage, tripCheckout } from './later-parts.ts';
export { VehicleStep } from '../steps/vehicle/VehicleStep.tsx';
export { DetailsStep } from '../steps/details/DetailsStep.tsx';
export { ReviewStep } from '../steps/review/ReviewStep.tsx';
export { PaymentStep } from '../steps/payment/PaymentStep.tsx';
export { StatusStep } from '../steps/status/StatusStep.tsx';
