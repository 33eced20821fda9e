/**
 * The cached catalogue's throughput against a bare node:http server serving
 * the same bytes, runs alternating, as section 2 of bench/run.ts measures it;
 * with BENCH_BASE_ROOT, the base checkout's BFF is measured in the same run:
 *   [BENCH_BASE_ROOT=<base checkout>] npx tsx bench/catalogue-throughput.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureRps } from './load.ts';
import { startBareServer, startServerProcess, stop } from './processes.ts';
import { median } from './median.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 32;

const data = mkdtempSync(join(tmpdir(), 'road-checkout-throughput-'));
const api = await startServerProcess('src/partner-api/main.ts', {
  PARTNER_API_PORT: '0', PARTNER_API_SANDBOX: 'true', PARTNER_API_DATA_DIR: join(data, 'api'),
});
const roots = [['this', '.'], ...(process.env.BENCH_BASE_ROOT ? [['base', process.env.BENCH_BASE_ROOT]] : [])];
const bffs = [];
for (const [name, root] of roots) {
  bffs.push({ name, ...await startServerProcess(join(root!, 'src/bff/main.ts'), {
    BFF_PORT: '0', BFF_UPSTREAM_URL: api.url, BFF_DATA_DIR: join(data, name!),
    BFF_WIDGET_DIR: resolve('dist/widget'), BFF_ALLOWED_ORIGINS: 'http://127.0.0.1:4020',
  }) });
}
const body = await (await fetch(`${bffs[0]!.url}/api/catalogue`, { headers: { origin: 'http://127.0.0.1:4020' } })).text();
const bare = await startBareServer(body);
try {
  const targets = [{ name: 'bare', url: bare.url }, ...bffs.map((b) => ({ name: b.name, url: `${b.url}/api/catalogue` }))];
  for (const t of targets) await measureRps(t.url, connections, 1);
  const rps = new Map(targets.map((t) => [t.name, [] as number[]]));
  let saturated = false;
  for (let i = 0; i < rounds; i++) {
    for (const t of targets) {
      const run = await measureRps(t.url, connections, seconds);
      saturated ||= run.clientSaturated;
      rps.get(t.name)!.push(run.rps);
    }
  }
  const bareRps = median(rps.get('bare')!);
  for (const [name, runs] of rps) {
    console.log(`${name}: ${Math.round(median(runs))} req/s (runs ${runs.map(Math.round).join(', ')}), ratio to bare ${(median(runs) / bareRps).toFixed(2)}`);
  }
  console.log(saturated ? 'a load client process was saturated: the ratio is not a measure' : 'load clients not saturated');
} finally {
  await stop(bare.child);
  for (const b of bffs) await stop(b.child);
  await stop(api.child);
  rmSync(data, { recursive: true, force: true });
}
