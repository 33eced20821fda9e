import theme from '../styles/theme.css?inline';
import base from '../styles/base.css?inline';
import review from '../steps/review/review.css?inline';
import payment from '../steps/payment/payment.css?inline';
import status from '../steps/status/status.css?inline';
import skeleton from '../styles/skeleton.css?inline';

/** One stylesheet for the shadow root; the host page's CSS never reaches in, ours never leaks out. */
export const styles = theme + base + review + payment + status + skeleton;
