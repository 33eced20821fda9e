/**
 * The BFF as 1 and as 3 instances on one PostgreSQL: section 6 of
 * `npm run bench`, or alone with `npx tsx bench/scale.ts`. Figures only:
 * DESIGN.md sets no budget for them, so nothing here passes or fails.
 *   a. orders taken: shoppers' POST /api/orders round-robin over the
 *      instances for BENCH_SECONDS (default 5), counted as accepted (201 or
 *      202: durably taken) and as created upstream, then the queue's drain
 *      once they stop (upstream creation is capped by the partner's quota
 *      for the whole fleet, whatever the number of instances);
 *   b. SSE fan-out: a signed webhook posted to the first instance, timed
 *      until its event reaches an order's stream open on the last one.
 * Each case gets a fresh database (on TEST_DATABASE_URL's server, else on a
 * throwaway embedded one) and a fresh sandbox Partner API, whose Enterprise
 * partner the BFFs act for; it sends no webhooks of its own (that partner
 * has no webhook URL unless PARTNER_API_ENTERPRISE_WEBHOOK_URL sets one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Webhook } from 'standardwebhooks';
import type { Order } from '../src/contract/order.ts';
import { testDatabase } from '../src/bff/storage/test-postgres.ts';
import { startThrowawayPostgresProcess } from '../src/bff/storage/throwaway-postgres-process.ts';
import { loadPartnerApiSettings } from '../src/partner-api/settings.ts';
import { startCountingProxy } from './counting-proxy.ts';
import { EventStream } from './event-stream.ts';
import { startServerProcess, stop } from './processes.ts';

export const SCALE_TITLE = 'Several BFF instances on one PostgreSQL, 1 vs 3: figures, no budget in DESIGN.md';

const ORIGIN = 'http://127.0.0.1:4020';
/** Opens /readyz of the instances (BFF_OPS_TOKEN). */
const OPS_TOKEN = 'ops-token-of-the-scale-bench-0123456789abcdef';
/** In-flight order creations at any time, over all instances. */
const CONNECTIONS = 32;
const WATCHED_ORDERS = 4;
const WARMUP_SAMPLES = 20;
const FANOUT_SAMPLES = 200;
const EVENT_TIMEOUT_MS = 5_000;

export interface ScaleFigures {
  instances: number;
  seconds: number;
  /** 201 (created at once) and 202 (queued) answers: orders durably taken. */
  created: number;
  queued: number;
  /** Orders the Partner API holds that were created during the run. */
  createdUpstream: number;
  /** Once the shoppers stop: upstream creations of the queue's drain, and the seconds they took. */
  drained: number;
  drainSeconds: number;
  /** Other answers by status (0: no answer, a network error). */
  others: Map<number, number>;
  upstream429: number;
  /** CPU of this bench process (load client and counting proxy) during the run, in cores. */
  clientCores: number;
  /** Webhook sent to event received, in ms, one per sample that arrived. */
  fanoutMs: number[];
  lostEvents: number;
  webhookErrors: number;
}

interface Answer { status: number; body: string }

function send(
  url: string, agent: Agent, method: string, headers: Record<string, string>, body?: string,
): Promise<Answer> {
  return new Promise((done) => {
    const req = request(url, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', () => done({ status: 0, body: '' }));
    req.end(body);
  });
}

const enterprise = () => {
  const partner = loadPartnerApiSettings(process.env).partners.find((p) => p.tier === 'enterprise');
  if (!partner) throw new Error('the sandbox has no Enterprise partner');
  return partner;
};

/** A shopper's checkout: an Austrian 10-day vignette from today, each with a plate of its own. */
function checkout(n: number): string {
  return JSON.stringify({
    product: 'vignette-at-10-days', vehicle_type: 'car', plate: `W ${10000 + (n % 90000)}A`, vehicle_country: 'AT',
    start_date: new Date().toISOString().slice(0, 10), email: 'anna@example.com',
  });
}

const orderHeaders = (key: string) => ({ Origin: ORIGIN, 'Content-Type': 'application/json', 'Idempotency-Key': key });

async function waitReady(url: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const ready = await fetch(`${url}/readyz`, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } }).catch(() => undefined);
    if (ready?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url}/readyz never answered 200`);
}

/** Upstream orders of the Enterprise partner, as the Partner API counts them. */
async function upstreamOrders(partnerApiUrl: string, apiKey: string): Promise<number> {
  const res = await fetch(`${partnerApiUrl}/public/orders`, { headers: { Authorization: `Bearer ${apiKey}` } });
  if (!res.ok) throw new Error(`GET /public/orders: HTTP ${res.status} ${await res.text()}`);
  return (await res.json() as { total: number }).total;
}

/**
 * WATCHED_ORDERS real orders through the first instance, their streams open
 * on the last; then signed ORDER_STATUS_CHANGED webhooks, one at a time, to
 * the first instance, each carrying the order with its version one higher.
 */
async function measureFanout(bffs: string[], partnerApiUrl: string) {
  const { apiKey, webhookSecret } = enterprise();
  const first = bffs[0]!;
  const last = bffs[bffs.length - 1]!;
  const agent = new Agent({ keepAlive: true });
  const watched: Array<{ order: Order; stream: EventStream }> = [];
  try {
    for (let i = 0; i < WATCHED_ORDERS; i++) {
      const placed = await send(`${first}/api/orders`, agent, 'POST', orderHeaders(`scale-watched-${i}-abcdefgh`), checkout(i));
      if (placed.status !== 201) throw new Error(`a watched order was not created at once: HTTP ${placed.status} ${placed.body}`);
      const created = JSON.parse(placed.body) as { order: { id: string }; access_token: string };
      const { order: { id }, access_token: token } = created;
      const upstream = await fetch(`${partnerApiUrl}/public/orders/${id}`, { headers: { Authorization: `Bearer ${apiKey}` } });
      if (!upstream.ok) throw new Error(`GET /public/orders/${id}: HTTP ${upstream.status}`);
      const order = await upstream.json() as Order;
      const { stream, firstVersion } = await EventStream.open(`${last}/api/orders/${id}/events?token=${token}`, ORIGIN);
      watched.push({ order: { ...order, version: Math.max(order.version, firstVersion) }, stream });
    }
    const hook = new Webhook(webhookSecret);
    const fanoutMs: number[] = [];
    let lostEvents = 0;
    let webhookErrors = 0;
    for (let i = 0; i < WARMUP_SAMPLES + FANOUT_SAMPLES; i++) {
      const one = watched[i % watched.length]!;
      one.order = { ...one.order, version: one.order.version + 1 };
      const { order } = one;
      const body = JSON.stringify({
        type: 'ORDER_STATUS_CHANGED', timestamp: new Date().toISOString(),
        data: {
          order_id: order.id, status: order.status, previous_status: order.status, version: order.version, order,
        },
      });
      const msgId = `msg_scale_${bffs.length}_${i}`;
      const at = new Date();
      const headers = {
        'Content-Type': 'application/json', 'webhook-id': msgId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': hook.sign(msgId, at, body),
      };
      const sentAt = performance.now();
      const [answer, arrivedAt] = await Promise.all([
        send(`${first}/webhooks/partner-api`, agent, 'POST', headers, body),
        one.stream.arrival(order.version, EVENT_TIMEOUT_MS),
      ]);
      if (i < WARMUP_SAMPLES) continue;
      if (answer.status !== 204) webhookErrors++;
      if (arrivedAt === undefined) lostEvents++;
      else fanoutMs.push(arrivedAt - sentAt);
    }
    return { fanoutMs, lostEvents, webhookErrors };
  } finally {
    for (const { stream } of watched) stream.close();
    agent.destroy();
  }
}

/** A closed loop of CONNECTIONS order creations, each to the next instance in turn, for `seconds`. */
async function measureOrders(bffs: string[], seconds: number) {
  const agents = bffs.map(() => new Agent({ keepAlive: true, maxSockets: CONNECTIONS }));
  const counts = new Map<number, number>();
  let next = WATCHED_ORDERS;
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const n = next++;
      const target = n % bffs.length;
      const key = `scale-${bffs.length}-${n}-abcdefgh`;
      const { status } = await send(`${bffs[target]}/api/orders`, agents[target]!, 'POST', orderHeaders(key), checkout(n));
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  for (const agent of agents) agent.destroy();
  return { counts, wallSeconds: wallMs / 1000, clientCores: (cpu.user + cpu.system) / 1000 / wallMs };
}

/**
 * Once the shoppers stop, the queue goes on creating orders until the quota
 * is spent: counts its upstream creations until none came for 2 s (or 20 s
 * passed), and the time from the start to the last one.
 */
async function measureDrain(creations: () => number): Promise<{ drained: number; drainSeconds: number }> {
  const start = creations();
  const started = performance.now();
  let last = start;
  let lastAt = started;
  while (performance.now() - lastAt < 2_000 && performance.now() - started < 20_000) {
    await new Promise((r) => setTimeout(r, 50));
    if (creations() !== last) {
      last = creations();
      lastAt = performance.now();
    }
  }
  return { drained: last - start, drainSeconds: (lastAt - started) / 1000 };
}

/** One case: a fresh database and Partner API, `instances` BFFs on them, both measurements. */
export async function measureScale(instances: number, seconds: number): Promise<ScaleFigures> {
  const { apiKey, webhookSecret } = enterprise();
  const dir = mkdtempSync(join(tmpdir(), 'road-checkout-scale-'));
  const database = await testDatabase();
  const partnerApi = await startServerProcess('src/partner-api/main.ts', {
    PARTNER_API_PORT: '0', PARTNER_API_DATA_DIR: join(dir, 'api'),
  });
  const proxy = await startCountingProxy(new URL(partnerApi.url));
  const bffs: Array<Awaited<ReturnType<typeof startServerProcess>>> = [];
  try {
    const env = {
      BFF_PORT: '0', BFF_UPSTREAM_URL: proxy.url, BFF_DATABASE_URL: database.url,
      BFF_API_KEY: apiKey, BFF_TIER: 'enterprise', BFF_WEBHOOK_SECRET: webhookSecret,
      BFF_ALLOWED_ORIGINS: ORIGIN, BFF_WIDGET_DIR: resolve('dist/widget'), BFF_DATA_DIR: join(dir, 'bff-unused'),
      // Every shopper of the bench comes from one address.
      BFF_CLIENT_ORDERS_PER_MINUTE: '999999', BFF_CLIENT_UNPAID_ORDERS: '999999', BFF_CLIENT_SHARE: '1',
      BFF_OPS_TOKEN: OPS_TOKEN,
    };
    // Started together, as a deployment would: the migrations take turns under their lock.
    const started = await Promise.allSettled(Array.from({ length: instances }, () => startServerProcess('src/bff/main.ts', env)));
    for (const result of started) if (result.status === 'fulfilled') bffs.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const urls = bffs.map((bff) => bff.url);
    await Promise.all(urls.map(waitReady));

    const fanout = await measureFanout(urls, partnerApi.url);
    const before = await upstreamOrders(partnerApi.url, apiKey);
    const run = await measureOrders(urls, seconds);
    const createdUpstream = await upstreamOrders(partnerApi.url, apiKey) - before;
    const drain = await measureDrain(() => proxy.counts.byPath.get('POST /public/orders') ?? 0);
    const others = new Map([...run.counts].filter(([status]) => status !== 201 && status !== 202));
    return {
      instances, seconds: run.wallSeconds,
      created: run.counts.get(201) ?? 0, queued: run.counts.get(202) ?? 0, createdUpstream, ...drain, others,
      upstream429: proxy.counts.status429, clientCores: run.clientCores, ...fanout,
    };
  } finally {
    await Promise.all(bffs.map((bff) => stop(bff.child)));
    await proxy.close();
    await stop(partnerApi.child);
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Nearest-rank percentile. */
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * xs.length) - 1)] ?? NaN;

/** The table of 1 vs 3 instances, indented like the rest of `npm run bench`. */
export function printScale(cases: ScaleFigures[], where: string): void {
  console.log(`   PostgreSQL: ${where}; everything on this machine (${availableParallelism()} cores)`);
  const rows: Array<[string, (f: ScaleFigures) => string]> = [
    ['orders accepted /s (201 + 202)', (f) => ((f.created + f.queued) / f.seconds).toFixed(1)],
    ['  201 created at once / 202 queued', (f) => `${f.created} / ${f.queued}`],
    ['orders created upstream /s', (f) => (f.createdUpstream / f.seconds).toFixed(1)],
    ['  created upstream in the run', (f) => String(f.createdUpstream)],
    ['queue drain after, created upstream /s', (f) => (f.drained ? (f.drained / f.drainSeconds).toFixed(1) : '-')],
    ['  created in the drain / seconds', (f) => `${f.drained} / ${f.drainSeconds.toFixed(1)}`],
    ['non-2xx answers', (f) => [...f.others].map(([s, n]) => `${n} x ${s || 'no answer'}`).join(', ') || '0'],
    ['upstream 429', (f) => String(f.upstream429)],
    ['bench process CPU (cores)', (f) => f.clientCores.toFixed(2)],
    ['SSE fan-out p50 (ms)', (f) => percentile(f.fanoutMs, 0.5).toFixed(1)],
    ['SSE fan-out p99 (ms)', (f) => percentile(f.fanoutMs, 0.99).toFixed(1)],
    ['  samples / lost / webhook non-204', (f) => `${f.fanoutMs.length} / ${f.lostEvents} / ${f.webhookErrors}`],
  ];
  const label = Math.max(...rows.map(([name]) => name.length));
  const head = cases.map((f) => `${f.instances} instance${f.instances === 1 ? '' : 's'}`);
  const cells = rows.flatMap(([, cell]) => cases.map((f) => cell(f).length));
  const width = Math.max(12, ...head.map((h) => h.length), ...cells);
  console.log(`   ${''.padEnd(label)}  ${head.map((h) => h.padStart(width)).join('  ')}`);
  for (const [name, cell] of rows) console.log(`   ${name.padEnd(label)}  ${cases.map((f) => cell(f).padStart(width)).join('  ')}`);
  const seconds = Math.round(cases[0]?.seconds ?? 0);
  console.log(`   ${CONNECTIONS} order creations in flight for ${seconds} s, round-robin over the instances; fan-out with no`
    + ` other load: ${FANOUT_SAMPLES} webhooks to the first instance, the streams open on the last`);
  console.log('   created upstream: each instance drains the queue one order at a time, oldest first; the Enterprise quota'
    + ' (200 a minute for the whole fleet, whatever the number of instances) caps it at 3.3/s sustained');
}

/** Both cases, one after the other, on TEST_DATABASE_URL's server or a throwaway one, then the table. */
export async function scaleSection(seconds: number): Promise<ScaleFigures[]> {
  const throwaway = process.env.TEST_DATABASE_URL ? undefined : await startThrowawayPostgresProcess();
  if (throwaway) process.env.TEST_DATABASE_URL = throwaway.adminUrl;
  try {
    const cases = [await measureScale(1, seconds), await measureScale(3, seconds)];
    printScale(cases, throwaway ? 'a throwaway embedded server (fsync off)' : "TEST_DATABASE_URL's server");
    return cases;
  } finally {
    if (throwaway) {
      delete process.env.TEST_DATABASE_URL;
      await throwaway.stop();
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  console.log(`6. ${SCALE_TITLE}`);
  await scaleSection(Number(process.env.BENCH_SECONDS ?? 5));
}
