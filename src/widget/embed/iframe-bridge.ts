/**
 * Runs inside the BFF's /embed page, next to the loader and one
 * <road-checkout>. Relays the element's host events and the page height to
 * the page that framed it, in the envelope of protocol.ts:
 * `{proto: "road-checkout", v: 1, type, data}` with `type` one of ready,
 * step-change, order-created, payment-started, order-active, error (the
 * host event without its prefix; `data` is its detail) or resize
 * (`data: {height}` in CSS pixels).
 *
 * Nothing is ever posted with target "*": messages wait until the host's
 * origin is known, from location.ancestorOrigins, document.referrer, or an
 * `init` message from the parent window.
 *
 * The host page's side (see public/index.html for a working copy):
 *
 *   <iframe id="checkout" title="Road checkout (iframe)"
 *     src="https://checkout.partner.example/embed?locale=en&country=SI"></iframe>
 *   <script>
 *     const BFF = 'https://checkout.partner.example';
 *     const frame = document.getElementById('checkout');
 *     frame.addEventListener('load', () =>
 *       frame.contentWindow.postMessage({ proto: 'road-checkout', v: 1, type: 'init' }, BFF));
 *     addEventListener('message', (event) => {
 *       if (event.origin !== BFF || event.source !== frame.contentWindow) return;
 *       const m = event.data;
 *       if (!m || m.proto !== 'road-checkout' || m.v !== 1) return;
 *       if (m.type === 'resize') frame.style.height = `${m.data.height}px`;
 *     });
 *   </script>
 *
 * The /embed page should not give html or body a fixed height: the height
 * sent is the document's content height. While the shopper pays, the
 * widget's dialog fills this frame, which grows for it; Pay scrolls the
 * frame's top to the top of the host's window, so the dialog is in view.
 */
import { type Envelope, HOST_EVENT_TYPES, envelope, isInitFrom, originOf } from './protocol.ts';

const host = window.parent;
let hostOrigin = originOf(location.ancestorOrigins?.[0]) ?? originOf(document.referrer);
let pending: Envelope[] = [];
let height = -1;

function post(message: Envelope) {
  if (host === window) return;
  if (hostOrigin) {
    host.postMessage(message, hostOrigin);
    return;
  }
  // Only the latest height matters once the host is known.
  if (message.type === 'resize') pending = pending.filter((m) => m.type !== 'resize');
  pending.push(message);
}

addEventListener('message', (event) => {
  if (!isInitFrom(event, host, hostOrigin)) return;
  hostOrigin = event.origin;
  const queued = pending;
  pending = [];
  queued.forEach(post);
  // A host that listens late still learns the current height.
  if (!queued.some((m) => m.type === 'resize') && height >= 0) post(envelope('resize', { height }));
});

for (const type of HOST_EVENT_TYPES) {
  document.addEventListener(`road-checkout:${type}`, (event) => post(envelope(type, (event as CustomEvent).detail)));
}

// The payment dialog fills this frame, which grows for it: its top goes to the top of the host's window.
document.addEventListener('road-checkout:payment-started', () => document.documentElement.scrollIntoView({ block: 'start' }));

new ResizeObserver(() => {
  const next = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (next === height) return;
  height = next;
  post(envelope('resize', { height }));
}).observe(document.querySelector('road-checkout') ?? document.body);
