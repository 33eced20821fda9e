/**
 * Section 8 of `npm run bench`: the first screen where connections cost what
 * they cost on a phone. Section 4's throttling (Chromium's) delays each request,
 * not the setting up of a connection, and its BFF speaks plain HTTP/1.1; here
 * the BFF sits behind TLS and HTTP/2, as in production (bench/tls-front.ts),
 * and the page and the BFF each behind a link where every packet pays the
 * round trip (bench/latency-link.ts). It compares the ways a partner embeds:
 * a script tag's `crossorigin` decides whether the widget's own requests
 * (module scripts and fetches, which go without credentials) can share the
 * connection widget.js came on. Figures only: the issue's goal is judged in section 4.
 */
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium } from '../e2e/support/browser.ts';
import { listen } from '../src/server-kit/listen.ts';
import { iframePage, scriptTagPage } from './bench-pages.ts';
import { startLatencyLink } from './latency-link.ts';
import { median } from './median.ts';
import { startServerProcess, stop } from './processes.ts';
import { startTlsFront } from './tls-front.ts';

export const CONNECTIONS_TITLE = 'First screen with connections paid for: the BFF behind TLS and HTTP/2, '
  + 'every packet 150 ms round trip, 1.6 Mbit/s down, 4x CPU slowdown, cold cache';

const RUNS = 5;
const SHAPE = { rttMs: 150, downBytesPerMs: (1.6 * 1024 * 1024) / 8 / 1000 };

const WAYS = [
  { path: '/tag', name: 'script tag as README gives it (crossorigin="anonymous")' },
  { path: '/plain', name: 'script tag without crossorigin (README before)' },
  { path: '/iframe', name: '/embed iframe' },
] as const;

interface Run {
  ms: number;
  /** Connections the page opened to the BFF, and the protocols they spoke. */
  connections: number;
  protocols: string[];
}

export async function connectionsSection(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'road-checkout-connections-'));
  let bffPort = 0;
  let pagePort = 0;
  const front = await startTlsFront(() => bffPort, dir);
  const bffLink = await startLatencyLink(() => front.port, SHAPE);
  const pageLink = await startLatencyLink(() => pagePort, SHAPE);
  const bffUrl = `https://127.0.0.1:${bffLink.port}`;
  const pages = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(
    req.url === '/iframe' ? iframePage(bffUrl) : scriptTagPage(bffUrl, req.url === '/tag'),
  ));
  pagePort = await listen(pages, 0, '127.0.0.1');
  const api = await startServerProcess('src/partner-api/main.ts', {
    PARTNER_API_PORT: '0', PARTNER_API_SANDBOX: 'true', PARTNER_API_DATA_DIR: join(dir, 'api'),
  });
  const bff = await startServerProcess('src/bff/main.ts', {
    BFF_PORT: '0', BFF_UPSTREAM_URL: api.url, BFF_DATA_DIR: join(dir, 'bff'), BFF_WIDGET_DIR: resolve('dist/widget'),
    BFF_ALLOWED_ORIGINS: `http://127.0.0.1:${pageLink.port}`, BFF_PUBLIC_URL: bffUrl,
  });
  bffPort = Number(new URL(bff.url).port);
  // The BFF's catalogue is warm, as for a partner's shoppers: the upstream is not what is measured.
  await fetch(`${bff.url}/api/catalogue?locale=en`);
  const browser = await launchChromium(['--ignore-certificate-errors']);
  const runs = new Map<string, Run[]>(WAYS.map((w) => [w.path, []]));
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const way of WAYS) {
        // A new context has its own cache and its own connections.
        const context = await browser.newContext({ ignoreHTTPSErrors: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const connections = new Set<number>();
        const protocols = new Set<string>();
        cdp.on('Network.responseReceived', ({ response }) => {
          if (!response.url.startsWith(bffUrl)) return;
          connections.add(response.connectionId);
          if (response.protocol) protocols.add(response.protocol);
        });
        await page.goto(`http://127.0.0.1:${pageLink.port}${way.path}`);
        await page.waitForFunction(() => typeof (window as { __ready?: number }).__ready === 'number', null, { timeout: 30_000 });
        const ms = await page.evaluate(() => (window as unknown as { __ready: number }).__ready);
        runs.get(way.path)!.push({ ms, connections: connections.size, protocols: [...protocols] });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stop(bff.child);
    await stop(api.child);
    pages.closeAllConnections();
    await Promise.all([bffLink.close(), pageLink.close(), front.close()]);
    await new Promise((done) => pages.close(done));
    rmSync(dir, { recursive: true, force: true });
  }
  for (const way of WAYS) {
    const all = runs.get(way.path)!;
    const times = all.map((r) => Math.round(r.ms));
    const protocols = [...new Set(all.flatMap((r) => r.protocols))].join(', ');
    console.log(`   ${way.name}: median ${median(times)} ms, worst ${Math.max(...times)} ms (runs ${times.join(', ')}); `
      + `connections to the BFF ${[...new Set(all.map((r) => r.connections))].join(' or ')} (${protocols})`);
  }
  const readme = median(runs.get('/tag')!.map((r) => r.ms));
  console.log(`   goal: README's script tag interactive <= 0.8 s here too: ${Math.round(readme)} ms, ${readme <= 800 ? 'met' : 'not met'}`);
}
