import { createServer } from 'node:http';
import { launchChromium } from '../e2e/support/browser.ts';
import { listen } from '../src/server-kit/listen.ts';

export interface InteractivePage {
  /** The page's origin, for the BFF's allowed origins. */
  origin: string;
  /**
   * Milliseconds from the script tag to a usable widget (products listed), on
   * a cold cache, with Chromium's CPU slowed 4x and 150 ms of round trip added.
   */
  measure(bffUrl: string, runs: number): Promise<number[]>;
  close(): Promise<void>;
}

/** A bare partner page with one script-tag embed, listening before the BFF that must allow its origin. */
export async function startInteractivePage(): Promise<InteractivePage> {
  let bffUrl = '';
  const html = () => `<!doctype html><html lang="en"><head><title>bench</title></head><body>
<script>performance.mark('tag');
document.addEventListener('road-checkout:ready', () => { window.__ready = performance.now() - performance.getEntriesByName('tag')[0].startTime; });</script>
<script src="${bffUrl}/widget.js" async></script>
<road-checkout country="AT"></road-checkout></body></html>`;
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html()));
  const origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;

  async function measure(url: string, runs: number): Promise<number[]> {
    bffUrl = url.replace(/\/$/, '');
    const browser = await launchChromium();
    const times: number[] = [];
    try {
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
        });
        await page.goto(`${origin}/`);
        const ready = () => typeof (window as unknown as { __ready?: number }).__ready === 'number';
        await page.waitForFunction(ready, null, { timeout: 30_000 });
        const options = await page.locator('road-checkout').getByRole('radiogroup', { name: 'Product', exact: true }).getByRole('radio').count();
        if (options < 2) throw new Error('the widget said ready before listing products');
        times.push(await page.evaluate(() => (window as unknown as { __ready: number }).__ready));
        await context.close();
      }
    } finally {
      await browser.close();
    }
    return times;
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
