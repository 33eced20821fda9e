/**
 * The partner pages the bench loads: the script tag and the /embed iframe, each
 * marking when its embed starts and when the widget says ready, with the page's
 * layout shifts summed.
 */

/**
 * A CDP binding the page calls when the widget says ready: its event comes
 * in order with the network's, so the bytes counted by then are those the
 * first screen waited for (a page-side figure would miss the BFF's cross-origin sizes).
 */
export const READY_BINDING = '__benchReady';

/**
 * The layout-shift sum, for any document: the script-tag page and the /embed
 * frame's host carry it, and an init script puts it in the frame (whose CSP refuses the page's scripts).
 */
export const CLS_OBSERVER = `window.__cls = 0;
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });`;

/**
 * A bare partner page with one script-tag embed, as README gives it (`crossorigin="anonymous"`) or, with
 * `crossOrigin` false, as it did before. It reserves the first screen's height until widget.js defines it,
 * as README asks.
 */
export const scriptTagPage = (bffUrl: string, crossOrigin = true) => `<!doctype html><html lang="en"><head><title>bench</title>
<style>road-checkout { display: block; }
road-checkout:not(:defined) { box-sizing: content-box; min-height: calc(48.53125 * var(--rc-font-size, 16px)); }</style></head><body>
<script>performance.mark('tag'); ${CLS_OBSERVER}
document.addEventListener('road-checkout:ready', () => { window.__ready = performance.now() - performance.getEntriesByName('tag')[0].startTime; window.${READY_BINDING}?.(''); });</script>
<script src="${bffUrl}/widget.js" async${crossOrigin ? ' crossorigin="anonymous"' : ''}></script>
<road-checkout country="AT"></road-checkout><p>The partner's page goes on below the widget.</p></body></html>`;

/** A page with the /embed frame, which says ready through the bridge once the page has said init (until it answers). */
export const iframePage = (bffUrl: string) => `<!doctype html><html lang="en"><head><title>bench</title></head><body>
<script>performance.mark('tag'); ${CLS_OBSERVER}
addEventListener('message', (event) => {
  if (event.data?.proto !== 'road-checkout' || event.data.type !== 'ready' || window.__ready !== undefined) return;
  window.__ready = performance.now() - performance.getEntriesByName('tag')[0].startTime;
  window.${READY_BINDING}?.('');
});</script>
<iframe src="${bffUrl}/embed?locale=en&country=AT" title="Road checkout" style="width:100%;height:50rem;border:0"></iframe>
<script>const init = setInterval(() => window.__ready === undefined
  ? document.querySelector('iframe').contentWindow.postMessage({ proto: 'road-checkout', v: 1, type: 'init' }, '${bffUrl}')
  : clearInterval(init), 20);</script></body></html>`;
