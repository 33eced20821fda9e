import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_SSE_EVENT, CheckoutAccepted, CheckoutCreated, CheckoutOrder, CheckoutProgress, ORDER_SSE_EVENT,
} from '../src/contract/widget-api.ts';
import { FINAL_STATUSES } from '../src/contract/order-status.ts';
import { loadPartnerApiSettings } from '../src/partner-api/settings.ts';
import { startPartnerApi } from '../src/partner-api/server.ts';
import { testDatabase } from '../src/bff/storage/test-postgres.ts';
import { startBffProcess, type BffProcess } from './support/bff-process.ts';
import { serverSentEvents } from './support/event-stream.ts';
import { untilNextTenUtc } from './support/mid-morning.ts';
import { startRoundRobinProxy, type Exchange } from './support/round-robin-proxy.ts';

const ORIGIN = 'http://shop.test';
const STANDARD_KEY = 'sk_test_standard_sandbox';
const INSTANCES = 3;
/** Enough to spend the Standard tier's 10 order creations of a minute (spec 8) and queue the rest into the next. */
const SHOPPERS = 16;
/** Shoppers whose orders are placed before the rest come at once and the kill. */
const FIRST_WAVE = 4;
/** A widget that keeps failing the same way is a failure, not something to wait out. */
const MAX_TRIES = 30;

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 30_000);

interface UpstreamCall extends Exchange {
  instance: number;
}

/** What one shopper went through, for the failure messages. */
interface Journey {
  shopper: number;
  key: string;
  plate: string;
  posts: Array<number | string>;
  streams: number;
  statuses: string[];
  orderId?: string;
}

/** A BFF's output without its one-line-per-request access log: what it warned of, and how it started. */
function notable(output: string): string {
  return output.split('\n').filter((line) => !line.includes('"msg":"request"')).slice(-60).join('\n');
}

/** The most of `times` (ms) that fall in one window of `windowMs` starting at one of them. */
function busiestWindow(times: number[], windowMs: number): number {
  const sorted = times.slice().sort((a, b) => a - b);
  return sorted.reduce((most, t, i) => Math.max(most, sorted.slice(i).filter((u) => u < t + windowMs).length), 0);
}

describe('three BFF instances on one PostgreSQL behind a round-robin proxy, one killed mid-run', () => {
  it(`brings ${SHOPPERS} shoppers to ACTIVE with ${SHOPPERS} upstream orders, no upstream 429, one catalogue refresh `
    + 'per window for the fleet', async ({ onTestFailed }) => {
    const startedAt = Date.now();
    const timeline: string[] = [];
    const note = (what: string) => timeline.push(`${((Date.now() - startedAt) / 1000).toFixed(1)}s ${what}`);
    const journeys: Journey[] = [];
    const upstreamCalls: UpstreamCall[] = [];
    const instances: BffProcess[] = [];
    // A shopper stuck for good ends in the test's timeout, which tells nothing: this tells where each one was.
    const diagnosis = () => [
      ...timeline, ...journeys.map((j) => JSON.stringify(j)),
      'upstream calls (ms from the start, sending instance):',
      ...upstreamCalls.map((c) => `${c.startedAt - startedAt}ms #${c.instance} ${c.method} ${c.url} ${c.status}`),
      ...instances.map((bff, i) => `--- instance ${i} (${bff.url}), all but its request log:\n${notable(bff.output())}`),
    ].join('\n');
    onTestFailed(() => console.error(diagnosis()));

    const dir = mkdtempSync(join(tmpdir(), 'road-checkout-fleet-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const database = await testDatabase();
    cleanups.push(() => database.drop());

    // The proxy listens first: its URL is the fleet's address, for the shoppers and the Partner API's webhooks.
    const front = await startRoundRobinProxy();
    cleanups.push(() => front.close());
    const partnerApi = await startPartnerApi(loadPartnerApiSettings({
      PARTNER_API_PORT: '0',
      PARTNER_API_SANDBOX: 'true',
      PARTNER_API_DATA_DIR: join(dir, 'partner-api'),
      PARTNER_API_PROVIDER_DELAY_MS: '300',
      PARTNER_API_WEBHOOK_RETRY_BASE_MS: '200',
      PARTNER_API_STANDARD_WEBHOOK_URL: `${front.url}/webhooks/partner-api`,
    }));
    cleanups.push(() => partnerApi.close());

    // Each instance reaches the Partner API through a proxy of its own, so every upstream call is seen with its
    // sender. Once armed (as the second wave comes), the next order creation is made upstream but its answer is
    // held until the instance that asked is dead: a crash between the upstream's "created" and the BFF writing
    // it down. The queue being empty then, that creation is mostly a shopper's own POST, which the kill cuts.
    let armed = false;
    let placedCount = 0;
    let killed: { instance: number; placedBefore: number; exited: Promise<number | string> } | undefined;
    const upstreamProxies = await Promise.all(Array.from({ length: INSTANCES }, (_, instance) =>
      startRoundRobinProxy([partnerApi.url], {
        onResponse(exchange) {
          upstreamCalls.push({ ...exchange, instance });
          if (!armed || exchange.method !== 'POST' || !exchange.url.startsWith('/public/orders')) return;
          armed = false;
          note(`upstream created an order for instance ${instance}; killing it before it hears so`);
          const victim = instances[instance]!;
          killed = { instance, placedBefore: placedCount, exited: victim.exited };
          return victim.kill().then(() => {
            note(`instance ${instance} killed`);
          });
        },
      })));
    for (const proxy of upstreamProxies) cleanups.push(() => proxy.close());

    // Started together, as a deployment would: their migrations race on the one database.
    const started = await Promise.all(upstreamProxies.map((upstream, instance) => startBffProcess({
      BFF_DATABASE_URL: database.url,
      BFF_PORT: '0',
      BFF_PUBLIC_URL: front.url,
      BFF_UPSTREAM_URL: upstream.url,
      BFF_DATA_DIR: join(dir, `bff-${instance}`),
      BFF_WIDGET_DIR: join(dir, 'no-widget'),
      BFF_ALLOWED_ORIGINS: ORIGIN,
      BFF_TRUSTED_PROXIES: '1',
      // Every shopper here comes from 127.0.0.1; a campaign's shoppers come from many addresses.
      BFF_CLIENT_ORDERS_PER_MINUTE: '100000',
      BFF_CLIENT_UNPAID_ORDERS: '100000',
      BFF_CLIENT_STREAMS: '100000',
      BFF_CLIENT_SHARE: '1',
    }).then((bff) => {
      cleanups.push(() => bff.kill());
      return bff;
    })));
    for (const bff of started) {
      instances.push(bff);
      front.add(bff.url);
    }
    note(`${INSTANCES} instances listening`);

    // The BFFs run in child processes on the real clock for a minute or more: started just before midnight UTC,
    // "today" would pass while orders wait in their queues, and the upstream would rightly refuse them. So the
    // sandbox's clock starts at 10:00 UTC (moved on by whole minutes, so its rate-limit windows keep the real
    // clock's boundaries), and the orders start on the sandbox's day: for the BFFs today or tomorrow.
    const offsetMs = Math.ceil(untilNextTenUtc(Date.now()) / 60_000) * 60_000;
    const moved = await fetch(`${partnerApi.url}/sandbox/clock/advance`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seconds: offsetMs / 1000 }),
    });
    expect(moved.status).toBe(200);
    const today = new Date(Date.now() + offsetMs).toISOString().slice(0, 10);

    /** A GET through the proxy, sent again after a network error or 5xx, as a widget reloading would. */
    const get = async (path: string): Promise<Response> => {
      for (let tries = 1; tries < MAX_TRIES; tries++) {
        const res = await fetch(`${front.url}${path}`).catch(() => undefined);
        if (res && res.status < 500) return res;
        await res?.body?.cancel();
      }
      return fetch(`${front.url}${path}`);
    };

    /** GET /api/checkouts/{id}/events through the proxy until the order is created, reconnecting as a widget does. */
    const followCheckout = async (journey: Journey, checkoutId: string, token: string): Promise<CheckoutOrder> => {
      for (let tries = 1; tries <= MAX_TRIES; tries++) {
        const res = await fetch(`${front.url}/api/checkouts/${checkoutId}/events?token=${token}`).catch(() => undefined);
        journey.streams += 1;
        if (!res || res.status >= 500) continue;
        if (res.status !== 200) throw new Error(`checkout ${checkoutId} stream: HTTP ${res.status} ${await res.text()}`);
        for await (const message of serverSentEvents(res)) {
          if (message.event !== CHECKOUT_SSE_EVENT) continue;
          const progress = CheckoutProgress.parse(JSON.parse(message.data));
          if (progress.state === 'queued' || progress.state === 'confirming') continue;
          if (progress.order) return progress.order;
          throw new Error(`checkout ${checkoutId} ended ${progress.state}: ${JSON.stringify(progress.problem)}`);
        }
      }
      throw new Error(`checkout ${checkoutId}: no order after ${MAX_TRIES} streams`);
    };

    /** POST /api/orders with one key, again after a network error or 5xx (through the proxy, maybe elsewhere). */
    const place = async (journey: Journey, i: number): Promise<{ order: CheckoutOrder; token: string }> => {
      for (let tries = 1; tries <= MAX_TRIES; tries++) {
        const res = await fetch(`${front.url}/api/orders`, {
          method: 'POST',
          headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'Idempotency-Key': journey.key },
          body: JSON.stringify({
            product: 'vignette-at-10-days', vehicle_type: 'car', plate: journey.plate, vehicle_country: 'AT',
            start_date: today, email: `shopper${i}@example.com`,
          }),
        }).catch((error: unknown) => String(error));
        journey.posts.push(typeof res === 'string' ? 'network error' : res.status);
        if (typeof res === 'string' || res.status >= 500) continue;
        if (res.status === 201) {
          const created = CheckoutCreated.parse(await res.json());
          return { order: created.order, token: created.access_token };
        }
        if (res.status !== 202) throw new Error(`POST /api/orders: HTTP ${res.status} ${await res.text()}`);
        const accepted = CheckoutAccepted.parse(await res.json());
        const order = await followCheckout(journey, accepted.checkout.checkout_id, accepted.access_token);
        return { order, token: accepted.access_token };
      }
      throw new Error(`POST /api/orders: no answer but errors after ${MAX_TRIES} tries`);
    };

    /**
     * GET /api/orders/{id}/events through the proxy until ACTIVE, paying once it has shown the order (the
     * shopper is on the payment page by then), and connecting again whenever a stream ends.
     */
    const followUntilActive = async (journey: Journey, order: CheckoutOrder, token: string): Promise<CheckoutOrder> => {
      let paid = false;
      for (let tries = 1; tries <= MAX_TRIES; tries++) {
        const res = await fetch(`${front.url}/api/orders/${order.id}/events?token=${token}`).catch(() => undefined);
        journey.streams += 1;
        if (!res || res.status >= 500) continue;
        if (res.status !== 200) throw new Error(`order ${order.id} stream: HTTP ${res.status} ${await res.text()}`);
        for await (const message of serverSentEvents(res)) {
          if (message.event !== ORDER_SSE_EVENT) continue;
          const seen = CheckoutOrder.parse(JSON.parse(message.data));
          journey.statuses.push(seen.status);
          if (seen.status === 'ACTIVE') return seen;
          if (FINAL_STATUSES.includes(seen.status)) throw new Error(`order ${order.id} ended ${seen.status}`);
          if (!paid && !seen.paid) {
            const paymentToken = seen.payment_link!.split('/').pop()!;
            const payment = await fetch(`${partnerApi.url}/sandbox/payments/${paymentToken}/pay`, { method: 'POST' });
            if (payment.status !== 200) throw new Error(`payment of ${order.id}: HTTP ${payment.status} ${await payment.text()}`);
            paid = true;
          }
        }
      }
      throw new Error(`order ${order.id}: not ACTIVE after ${MAX_TRIES} streams`);
    };

    /** One shopper's purchase; `placed` settles once the order exists, as the shopper goes on to pay. */
    const shop = (i: number) => {
      const journey: Journey = {
        shopper: i, key: `fleet-key-${1000 + i}-abcdef`, plate: `W ${50000 + i}E`, posts: [], streams: 0, statuses: [],
      };
      journeys.push(journey);
      let placed = (_id: string) => {};
      const orderPlaced = new Promise<string>((resolve) => {
        placed = resolve;
      });
      const done = (async () => {
        const catalogue = await get('/api/catalogue');
        if (catalogue.status !== 200) throw new Error(`GET /api/catalogue: HTTP ${catalogue.status} ${await catalogue.text()}`);
        const { products } = await catalogue.json() as { products: Array<{ slug: string }> };
        if (!products.some((p) => p.slug === 'vignette-at-10-days')) throw new Error('the catalogue lacks the vignette');
        const { order, token } = await place(journey, i);
        journey.orderId = order.id;
        note(`shopper ${i}: order ${order.id} created (POST answers ${journey.posts.join(', ')})`);
        placedCount += 1;
        placed(order.id);
        const active = await followUntilActive(journey, order, token);
        note(`shopper ${i}: ACTIVE`);
        return active;
      })();
      const settled = Promise.race([orderPlaced, done.then(() => '')]);
      // Only the first wave's are awaited; a failure shows in `done`, which every shopper's is.
      settled.catch(() => {});
      return { placed: settled, done };
    };

    const firstWave = Array.from({ length: FIRST_WAVE }, (_, i) => shop(i));
    await Promise.all(firstWave.map((s) => s.placed));
    armed = true;
    note(`${FIRST_WAVE} orders placed; the other ${SHOPPERS - FIRST_WAVE} shoppers come at once`);
    const secondWave = Array.from({ length: SHOPPERS - FIRST_WAVE }, (_, i) => shop(FIRST_WAVE + i));
    const outcomes = await Promise.allSettled([...firstWave, ...secondWave].map((s) => s.done));
    const problems = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [`shopper ${i}: ${String(o.reason)}`] : []));
    expect(problems).toEqual([]);
    const active = outcomes.map((o) => (o.status === 'fulfilled' ? o.value : undefined));

    // The kill came mid-run: after the first wave's 4 orders, before the last of the 16.
    expect(await killed!.exited).toBe('SIGKILL');
    expect(killed!.placedBefore).toBeGreaterThanOrEqual(4);
    expect(killed!.placedBefore).toBeLessThan(16);
    expect(active.map((o) => o?.status)).toEqual(Array(16).fill('ACTIVE'));
    expect(new Set(active.map((o) => o?.id)).size).toBe(16);

    // Each key made one order upstream, the one its shopper holds, among them the one whose answer died.
    const listed = await (await fetch(`${partnerApi.url}/public/orders?per_page=50`, {
      headers: { Authorization: `Bearer ${STANDARD_KEY}` },
    })).json() as { total: number; data: Array<{ id: string; cars: Array<{ plate: string }> }> };
    expect(listed.total).toBe(16);
    expect(listed.data.map((o) => o.id).sort()).toEqual(active.map((o) => o!.id).sort());
    // The upstream writes plates its own way ("W 50000 E"); the letters and digits are the shopper's.
    const plates = (list: string[]) => list.map((p) => p.replace(/\s/g, '')).sort();
    expect(plates(listed.data.map((o) => o.cars[0]!.plate))).toEqual(plates(journeys.map((j) => j.plate)));

    const calls = (method: string, path: string) =>
      upstreamCalls.filter((c) => c.method === method && c.url.split('?')[0] === path);
    // The fleet spends one partner's quota together: the upstream never had to refuse it.
    expect(upstreamCalls.filter((c) => c.status === 429).map((c) => `${c.method} ${c.url}`)).toEqual([]);
    // One refresh per window for the whole fleet (spec 8 asks at most 5 status calls a minute and products
    // every 5 minutes or less often). Times are when the proxies received the calls, a few milliseconds
    // after the refreshing instance decided to make them, hence the 250 ms of slack.
    const statusTimes = calls('GET', '/public/products/status').map((c) => c.startedAt);
    const productsTimes = calls('GET', '/public/products').map((c) => c.startedAt);
    expect(statusTimes.length).toBeGreaterThanOrEqual(1);
    expect(busiestWindow(statusTimes, 60_000 - 250)).toBe(1);
    expect(busiestWindow(productsTimes, 5 * 60_000 - 250)).toBe(1);
  }, 180_000);
});
