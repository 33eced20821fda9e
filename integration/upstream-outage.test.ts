import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutAccepted, CheckoutCreated, CheckoutOrder, ORDER_SSE_EVENT } from '../src/contract/widget-api.ts';
import { startQueueStack, type QueueStack } from './support/queue-stack.ts';

let stack: QueueStack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

const plate = (i: number) => `W ${20000 + i}B`;

describe('the upstream failing, then well again', () => {
  it('creates each order exactly once after 3 minutes of 5xx, retrying once a minute with one key', async () => {
    stack = await startQueueStack();
    await stack.sandbox('/faults', { route: 'POST /orders', mode: 'rate', rate: 1, status: 503 });
    const keys = Array.from({ length: 5 }, (_, i) => `outage-key-${1000 + i}-abcdef`);
    const first = await Promise.all(keys.map((key, i) => stack!.order(plate(i), key)));
    expect(first.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
    await stack.runDue();

    for (let minute = 1; minute <= 3; minute++) {
      await stack.advance(61_000);
      await stack.runDue();
    }
    const during = await Promise.all(keys.map((key, i) => stack!.order(plate(i), key)));
    const progress = await Promise.all(during.map(async (r) => CheckoutAccepted.parse(await r.json()).checkout));
    // Spec 4: one attempt a minute, at most 5; four made so far for each.
    expect(progress.map((p) => [p.state, p.attempts])).toEqual(Array(5).fill(['confirming', 4]));

    await stack.sandbox('/faults');
    await stack.advance(61_000);
    await stack.runDue();
    const after = await Promise.all(keys.map((key, i) => stack!.order(plate(i), key)));
    const orders = await Promise.all(after.map(async (r) => {
      expect(r.status).toBe(201);
      return CheckoutCreated.parse(await r.json()).order;
    }));
    const listed = await (await stack.upstream('/public/orders')).json() as { data: { id: string }[]; total: number };
    expect(listed.total).toBe(5);
    expect(listed.data.map((o) => o.id).sort()).toEqual(orders.map((o) => o.id).sort());
  });
});

describe('webhooks that never come', () => {
  it('still brings a watching widget to ACTIVE: the BFF reads the order itself after a minute without news', async () => {
    stack = await startQueueStack();
    const created = CheckoutCreated.parse(await (await stack.order('W 30000C', 'webhook-key-1000-abcdef')).json());
    const res = await stack.app().request(`/api/orders/${created.order.id}/events?token=${created.access_token}`);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const nextOrder = async (): Promise<CheckoutOrder> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (frame.includes(`event: ${ORDER_SSE_EVENT}`) && data) return CheckoutOrder.parse(JSON.parse(data.slice(6)));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    };
    expect((await nextOrder()).status).toBe('CREATED');

    await stack.runDue();
    const token = created.order.payment_link!.split('/').pop()!;
    const paid = await fetch(`${stack.partnerApiUrl}/sandbox/payments/${token}/pay`, { method: 'POST' });
    expect(paid.status).toBe(200);
    // The payment is processed (PENDING), then the sandbox's national provider confirms once its processing
    // time (30 ms here) has passed.
    await stack.partnerRunDue();
    await stack.advance(1_000);
    await stack.partnerRunDue();
    const active = await (await stack.upstream('/public/orders?status=ACTIVE')).json() as { total: number };
    expect(active.total).toBe(1);
    // No webhook tells the BFF; a minute without news and it asks.
    await stack.advance(61_000);
    await stack.runDue();
    const seen = await nextOrder();
    expect(seen.status).toBe('ACTIVE');
    expect(seen.confirmation_url).not.toBeNull();
    await reader.cancel();
  });
});
