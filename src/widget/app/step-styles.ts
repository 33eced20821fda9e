import review from '../steps/review/review.css?inline';
import payment from '../steps/payment/payment.css?inline';
import status from '../steps/status/status.css?inline';

/**
 * The later steps' styles, which come with their chunk (checkout-steps.ts) and join the first screen's
 * in the shadow root (mount.tsx) before any of those steps shows; the trip planner and the status
 * screen, which come after that chunk, use them too.
 */
export const stepStyles = review + payment + status;
