import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutAccepted, CheckoutCreated } from '../src/contract/widget-api.ts';
import { startQueueStack, type QueueStack } from './support/queue-stack.ts';

let stack: QueueStack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

const plate = (i: number) => `W ${10000 + i}A`;

describe('a burst of order creations on the Standard tier (10 a minute, spec 8)', () => {
  it('creates 100 orders posted at once, in order, 10 a minute, with no upstream 429, each queued one told so', async () => {
    stack = await startQueueStack();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => stack!.order(plate(i), `burst-key-${1000 + i}-abcdef`)));
    // The first goes straight up; the others find it in flight and queue behind it, each told its place.
    expect(answers.map((r) => r.status)).toEqual([201, ...Array(99).fill(202)]);
    const queued = await Promise.all(answers.slice(1).map(async (r) => CheckoutAccepted.parse(await r.json())));
    // The drain may already have taken the second up behind the first (confirming) when its answer is read;
    // the rest wait for the quota.
    expect(['confirming', 'queued']).toContain(queued[0]?.checkout.state);
    expect(queued.slice(1).map((q) => q.checkout.state)).toEqual(Array(98).fill('queued'));
    expect(queued.map((q) => q.checkout.ahead)).toEqual(Array.from({ length: 99 }, (_, i) => i + 1));

    const created = async () => Number(/bff_order_outcomes_total\{outcome="created"\} (\d+)/.exec(await stack!.metrics())?.[1]);
    await stack.runDue();
    expect(await created()).toBe(10);
    // The quota is spent: the BFF asks to run again as its oldest call leaves the 61 s window, not at some later tick.
    expect(stack.wakes.some((ms) => ms > 59_000 && ms <= 61_000)).toBe(true);
    const createdAfterMinute: number[] = [];
    for (let minute = 1; minute <= 9; minute++) {
      await stack.advance(61_000);
      await stack.runDue();
      createdAfterMinute.push(await created());
    }
    expect(createdAfterMinute).toEqual([20, 30, 40, 50, 60, 70, 80, 90, 100]);
    const metrics = await stack.metrics();
    expect(metrics).not.toMatch(/bff_upstream_rate_limited_total\{/);
    expect(metrics).toContain('bff_order_queue_depth 0');

    // In order: the upstream created them in the order the shoppers placed them.
    const again = await Promise.all(Array.from({ length: 100 }, (_, i) => stack!.order(plate(i), `burst-key-${1000 + i}-abcdef`)));
    const orders = await Promise.all(again.map(async (r) => {
      expect(r.status).toBe(201);
      return CheckoutCreated.parse(await r.json()).order;
    }));
    expect(new Set(orders.map((o) => o.id)).size).toBe(100);
    const upstreamOrders = await Promise.all(orders.map(async (o) => {
      const res = await stack!.upstream(`/public/orders/${o.id}`);
      return (await res.json()) as { purchase_date: string; cars: { plate: string }[] };
    }));
    // The i-th request had i ahead of it, so the upstream's purchase times follow the request order.
    const times = upstreamOrders.map((o) => Date.parse(o.purchase_date));
    expect(times.every((t, i) => i === 0 || t >= times[i - 1]!)).toBe(true);
  });
});
