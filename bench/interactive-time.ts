import { createServer } from 'node:http';
import { launchChromium } from '../e2e/support/browser.ts';
import { listen } from '../src/server-kit/listen.ts';
import { CLS_OBSERVER, READY_BINDING, iframePage, scriptTagPage } from './bench-pages.ts';

export interface InteractiveRun {
  /** Milliseconds from the script tag to a usable widget (products listed). */
  ms: number;
  /** Cumulative layout shift of the page until then (a paragraph sits below the widget). */
  cls: number;
  /** Requests the page made after the script tag, as method and path. */
  requests: string[];
  /**
   * Bytes the BFF's answers took on the wire (headers included, as CDP's
   * encodedDataLength counts them) until the widget said ready, and until the network went idle.
   */
  bytesBeforeReady: number;
  bytesTotal: number;
}

export interface InteractivePage {
  /** The page's origin, for the BFF's allowed origins. */
  origin: string;
  /**
   * Runs on a cold cache, with Chromium's CPU slowed 4x, 150 ms of round trip
   * added and 1.6 Mbit/s down; with `secondVisit`, each run then loads the
   * page again in the same browser context (its HTTP cache warm) and that
   * visit is what is reported; `slowPhone: false` measures on this machine as it is;
   * `iframe` measures the /embed frame instead of the script tag (its CLS is the host page's and the
   * frame's own, summed).
   */
  measure(
    bffUrl: string, runs: number, secondVisit?: boolean, slowPhone?: boolean, iframe?: boolean,
  ): Promise<InteractiveRun[]>;
  close(): Promise<void>;
}

/** A bare partner page with one script-tag embed, listening before the BFF that must allow its origin. */
export async function startInteractivePage(): Promise<InteractivePage> {
  let bffUrl = '';
  const server = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' })
    .end(req.url === '/iframe' ? iframePage(bffUrl) : scriptTagPage(bffUrl)));
  const origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;

  async function measure(
    url: string, runs: number, secondVisit = false, slowPhone = true, iframe = false,
  ): Promise<InteractiveRun[]> {
    bffUrl = url.replace(/\/$/, '');
    const browser = await launchChromium();
    const results: InteractiveRun[] = [];
    try {
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        // Init scripts run in every frame and pass by CSP; the top page has its own observer.
        if (iframe) await context.addInitScript(`if (window !== window.top) { ${CLS_OBSERVER} }`);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Runtime.enable');
        await cdp.send('Runtime.addBinding', { name: READY_BINDING });
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: !secondVisit });
        if (slowPhone) {
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false, latency: 150,
            downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
          });
        }
        if (secondVisit) {
          await visit(page, cdp, iframe);
          // Give the widget's own fetches after ready time to land in the cache, as a shopper's visit would.
          await page.waitForLoadState('networkidle');
        }
        // Only what went to the network is listed: answers from the memory or disk cache are dropped from
        // `sent`. Bytes count every BFF request, cache hits too: those add 0.
        const sent = new Map<string, string>();
        const bff = new Set<string>();
        let bytes = 0;
        let bytesBeforeReady: number | undefined;
        cdp.on('Network.requestWillBeSent', (e) => {
          if (!e.request.url.startsWith(bffUrl)) return;
          sent.set(e.requestId, `${e.request.method} ${new URL(e.request.url).pathname}`);
          bff.add(e.requestId);
        });
        cdp.on('Network.requestServedFromCache', (e) => sent.delete(e.requestId));
        cdp.on('Network.loadingFinished', (e) => {
          if (bff.has(e.requestId)) bytes += e.encodedDataLength;
        });
        cdp.on('Runtime.bindingCalled', (e) => {
          if (e.name === READY_BINDING) bytesBeforeReady ??= bytes;
        });
        cdp.on('Network.responseReceived', (e) => {
          const { fromDiskCache, fromPrefetchCache, fromServiceWorker } = e.response;
          if (fromDiskCache || fromPrefetchCache || fromServiceWorker) sent.delete(e.requestId);
        });
        const run = await visit(page, cdp, iframe);
        await page.waitForLoadState('networkidle');
        results.push({
          ...run, requests: [...new Set(sent.values())], bytesBeforeReady: bytesBeforeReady ?? NaN, bytesTotal: bytes,
        });
        await context.close();
      }
    } finally {
      await browser.close();
    }
    return results;
  }

  /**
   * Waits for the page's ready binding, not by polling the page: a poll's first run injects Playwright's own
   * script into the page, about a tenth of a second of main thread at 4x, inside the window it measures.
   */
  async function visit(
    page: import('playwright-core').Page, cdp: import('playwright-core').CDPSession, iframe: boolean,
  ): Promise<{ ms: number; cls: number }> {
    let said!: (e: { name: string }) => void;
    let late: ReturnType<typeof setTimeout> | undefined;
    const ready = new Promise<void>((resolve) => {
      said = (e) => e.name === READY_BINDING && resolve();
    });
    cdp.on('Runtime.bindingCalled', said);
    try {
      await page.goto(`${origin}/${iframe ? 'iframe' : ''}`);
      // Armed once the page has loaded, so a failed load rejects here, never in an unwatched promise.
      await Promise.race([ready, new Promise((_, reject) => {
        late = setTimeout(() => void shows(page, iframe).then((text) => reject(new Error(
          `the ${iframe ? 'iframe' : 'script tag'} widget at ${bffUrl} did not say ready within 30 s; it shows: ${text}`,
        ))), 30_000);
      })]);
    } finally {
      clearTimeout(late);
      cdp.off('Runtime.bindingCalled', said);
    }
    const widget = iframe ? page.frameLocator('iframe').locator('road-checkout') : page.locator('road-checkout');
    const options = await widget.getByRole('radiogroup', { name: 'Product', exact: true }).getByRole('radio').count();
    if (options < 2) throw new Error('the widget said ready before listing products');
    const cls = () => (window as unknown as { __cls?: number }).__cls ?? 0;
    const frame = iframe ? page.frames().find((f) => f !== page.mainFrame()) : undefined;
    const frameCls = frame ? await frame.evaluate(cls) : 0;
    const ms = await page.evaluate(() => (window as unknown as { __ready: number }).__ready);
    return { ms, cls: await page.evaluate(cls) + frameCls };
  }

  /** What a widget that did not say ready shows, for the error that says so. */
  async function shows(page: import('playwright-core').Page, iframe: boolean): Promise<string> {
    const frame = iframe ? page.frames().find((f) => f !== page.mainFrame()) : page.mainFrame();
    const text = () => document.querySelector('road-checkout')?.shadowRoot?.textContent?.slice(0, 300) ?? 'no widget';
    return (await frame?.evaluate(text).catch((error: unknown) => `(unreadable: ${String(error)})`)) ?? 'no frame';
  }

  return {
    origin,
    measure,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
