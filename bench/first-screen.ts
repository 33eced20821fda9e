/**
 * The first screen of two widget builds side by side in one run, so a change
 * is judged against its base on the same machine at the same moment:
 *   [BENCH_BASE_ROOT=<base checkout>] npx tsx bench/first-screen.ts <base widget dir> [<widget dir>]
 * (the second defaults to dist/widget).
 * Each build gets its own BFF on one sandbox Partner API (the base's from
 * BENCH_BASE_ROOT's sources when given, so server changes count too); the runs alternate.
 * `npm run bench` section 4 does the same against a git revision it builds itself
 * (bench/baseline.ts); this tool stays for two builds already on disk, and adds an unthrottled run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleSizes } from './bundle-size.ts';
import { type InteractiveRun, startInteractivePage } from './interactive-time.ts';
import { startServerProcess, stop } from './processes.ts';
import { median } from './median.ts';

const [baseDir, dir = 'dist/widget'] = process.argv.slice(2).map((d) => resolve(d));
if (!baseDir) throw new Error('usage: tsx bench/first-screen.ts <base widget dir> [<widget dir>]');
const runs = Number(process.env.BENCH_RUNS ?? 5);

const data = mkdtempSync(join(tmpdir(), 'road-checkout-first-screen-'));
const page = await startInteractivePage();
const api = await startServerProcess('src/partner-api/main.ts', {
  PARTNER_API_PORT: '0', PARTNER_API_SANDBOX: 'true', PARTNER_API_DATA_DIR: join(data, 'api'),
});
const builds = [['base', baseDir], ['this', dir]] as const;
const baseRoot = process.env.BENCH_BASE_ROOT ?? '.';
const bffs = await Promise.all(builds.map(([name, widgetDir]) => {
  const root = resolve(name === 'base' ? baseRoot : '.');
  return startServerProcess(join(root, 'src/bff/main.ts'), {
    BFF_PORT: '0', BFF_UPSTREAM_URL: api.url, BFF_DATA_DIR: join(data, name),
    BFF_WIDGET_DIR: widgetDir, BFF_ALLOWED_ORIGINS: page.origin,
  }, root);
}));
try {
  const cold = builds.map((): InteractiveRun[] => []);
  const warm = builds.map((): InteractiveRun[] => []);
  const fast = builds.map((): InteractiveRun[] => []);
  const framed = builds.map((): InteractiveRun[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [b, bff] of bffs.entries()) {
      cold[b]!.push(...await page.measure(bff.url, 1));
      warm[b]!.push(...await page.measure(bff.url, 1, true));
      fast[b]!.push(...await page.measure(bff.url, 1, false, false));
      framed[b]!.push(...await page.measure(bff.url, 1, false, true, true));
    }
  }
  for (const [b, [name, widgetDir]] of builds.entries()) {
    const sizes = bundleSizes(widgetDir);
    console.log(`${name} (${widgetDir})`);
    console.log(`  bytes gzip: loader ${sizes.loaderGzip}, before interactive ${sizes.firstScreenGzip}, whole ${sizes.wholeGzip}`);
    const ms = cold[b]!.map((r) => Math.round(r.ms));
    console.log(`  cold: interactive median ${median(ms)} ms, worst ${Math.max(...ms)} ms (runs ${ms.join(', ')}), CLS max ${Math.max(...cold[b]!.map((r) => r.cls)).toFixed(3)}`);
    const unthrottled = fast[b]!.map((r) => Math.round(r.ms));
    console.log(`  this machine, unthrottled, cold: median ${median(unthrottled)} ms (runs ${unthrottled.join(', ')})`);
    const frame = framed[b]!.map((r) => Math.round(r.ms));
    console.log(`  /embed iframe, cold: interactive median ${median(frame)} ms, worst ${Math.max(...frame)} ms (runs ${frame.join(', ')})`);
    const again = warm[b]!.map((r) => Math.round(r.ms));
    console.log(`  second visit: median ${median(again)} ms (runs ${again.join(', ')}), network: ${[...new Set(warm[b]!.flatMap((r) => r.requests))].join(', ') || 'nothing'}`);
  }
} finally {
  await Promise.all(bffs.map((bff) => stop(bff.child)));
  await stop(api.child);
  await page.close();
  rmSync(data, { recursive: true, force: true });
}
