/**
 * `npm run bench`: the budgets of DESIGN.md, measured.
 *   1. bytes a shopper downloads (gzip -9);
 *   2. BFF cached-catalogue throughput as a ratio to a bare node:http server;
 *   3. upstream catalogue calls and 429s under sustained widget loads;
 *   4. time to an interactive widget under 4x CPU slowdown and 150 ms RTT.
 * BENCH_SECONDS (default 5) sets each throughput round; BENCH_SUSTAIN_SECONDS
 * (default 70, past one cache lifetime) the sustained-load phase.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../e2e/support/free-port.ts';
import { bundleSizes } from './bundle-size.ts';
import { startCountingProxy } from './counting-proxy.ts';
import { measureInteractive } from './interactive-time.ts';
import { measureRps } from './load.ts';
import { startBareServer, startServerProcess, stop } from './processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const sustainSeconds = Number(process.env.BENCH_SUSTAIN_SECONDS ?? 70);
const connections = 32;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

const sizes = bundleSizes(resolve('dist/widget'));
console.log('1. Widget bytes (gzip -9)');
console.log(`   loader widget.js   ${sizes.loaderGzip} B  (budget 2048 B: ${verdict(sizes.loaderGzip <= 2048)})`);
console.log(`   loader + app chunk ${sizes.wholeGzip} B  (budget 30720 B: ${verdict(sizes.wholeGzip <= 30720)})`);

const dir = mkdtempSync(join(tmpdir(), 'road-checkout-bench-'));
const [apiPort, proxyPort, bffPort, barePort, pagePort] = await Promise.all([
  freePort(),
  freePort(),
  freePort(),
  freePort(),
  freePort(),
]);
const partnerApi = await startServerProcess('src/partner-api/main.ts', {
  PARTNER_API_PORT: String(apiPort), PARTNER_API_DATA_DIR: join(dir, 'api'),
  PARTNER_API_STANDARD_WEBHOOK_URL: `http://127.0.0.1:${bffPort}/webhooks/partner-api`,
}, `http://127.0.0.1:${apiPort}/public/products`);
const proxy = await startCountingProxy(proxyPort, new URL(`http://127.0.0.1:${apiPort}`));
const bffUrl = `http://127.0.0.1:${bffPort}`;
const bff = await startServerProcess('src/bff/main.ts', {
  BFF_PORT: String(bffPort), BFF_UPSTREAM_URL: `http://127.0.0.1:${proxyPort}`, BFF_DATA_DIR: join(dir, 'bff'),
  BFF_WIDGET_DIR: resolve('dist/widget'), BFF_ALLOWED_ORIGINS: `http://127.0.0.1:4020,http://127.0.0.1:${pagePort}`,
}, `${bffUrl}/api/catalogue`);

try {
  const catalogueUrl = `${bffUrl}/api/catalogue`;
  const body = await (await fetch(catalogueUrl, { headers: { origin: 'http://127.0.0.1:4020' } })).text();
  const bare = await startBareServer(barePort, body);
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  await measureRps(bareUrl, connections, 1);
  await measureRps(catalogueUrl, connections, 1);
  const bareRuns: number[] = [];
  const bffRuns: number[] = [];
  for (let round = 0; round < 3; round++) {
    bareRuns.push((await measureRps(bareUrl, connections, seconds)).rps);
    bffRuns.push((await measureRps(catalogueUrl, connections, seconds)).rps);
  }
  await stop(bare);
  const ratio = median(bffRuns) / median(bareRuns);
  console.log(`\n2. Cached catalogue, ${connections} keep-alive connections, 3 rounds of ${seconds} s (median)`);
  console.log(`   bare node:http ${Math.round(median(bareRuns))} req/s, BFF ${Math.round(median(bffRuns))} req/s`);
  console.log(`   ratio ${ratio.toFixed(2)}  (budget >= 0.50: ${verdict(ratio >= 0.5)})`);

  const catalogueRoutes = ['GET /public/products', 'GET /public/products/status'];
  const before = catalogueRoutes.map((route) => proxy.counts.byPath.get(route) ?? 0);
  const sustained = await measureRps(catalogueUrl, 4, sustainSeconds);
  const perMinute = (sustained.rps * 60).toFixed(0);
  const allowed = Math.ceil(sustainSeconds / 60);
  console.log(`\n3. Sustained widget loads for ${sustainSeconds} s (${perMinute} catalogue loads a minute)`);
  catalogueRoutes.forEach((route, i) => {
    const calls = (proxy.counts.byPath.get(route) ?? 0) - (before[i] ?? 0);
    console.log(`   upstream ${route} calls: ${calls} (budget <= ${allowed}: ${verdict(calls <= allowed)})`);
  });
  console.log(`   upstream 429 answers seen: ${proxy.counts.status429} (budget 0: ${verdict(proxy.counts.status429 === 0)})`);

  const times = await measureInteractive(bffUrl, pagePort, 5);
  console.log('\n4. Script tag to interactive widget, cold cache, 4x CPU slowdown, 150 ms RTT, 1.6 Mbit/s down');
  console.log(`   runs ${times.map((t) => Math.round(t)).join(', ')} ms; median ${Math.round(median(times))} ms (budget 1500 ms: ${verdict(median(times) <= 1500)})`);
} finally {
  await stop(bff);
  await proxy.close();
  await stop(partnerApi);
  rmSync(dir, { recursive: true, force: true });
}
