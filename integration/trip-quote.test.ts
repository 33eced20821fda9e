import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueueStack, startQueueStack } from './support/queue-stack.ts';

/**
 * POST /api/trip-plans: the trip planner through the BFF, on the sandbox
 * catalogue (prices written out from src/partner-api/catalogue/catalogue.ts).
 */
let stack: QueueStack;
beforeAll(async () => {
  stack = await startQueueStack();
});
afterAll(() => stack.close());

const day = (offset: number) => new Date(stack.now() + offset * 86_400_000).toISOString().slice(0, 10);
const quote = (body: unknown) => stack.app().request('/api/trip-plans', {
  method: 'POST', headers: { Origin: 'http://shop.test', 'Content-Type': 'application/json' }, body: JSON.stringify(body),
});

describe('POST /api/trip-plans', () => {
  it('plans Munich to Ljubljana tomorrow: DE passed over, AT 8.80 + SI 16.00, the Karawanken tunnel offered', async () => {
    const route = [{ country: 'de' }, { country: 'AT' }, { country: 'SI' }];
    const res = await quote({ route, first_day: day(1), last_day: day(1), vehicle_type: 'car' });
    expect(res.status).toBe(200);
    const plan = await res.json() as {
      countries: { country: string; lines: { slug: string; start_date: string; price: { amount: number } }[] }[];
      passed_over: string[];
      additions: { slug: string; between?: string[] }[];
      total: { amount: number; currency: string };
    };
    expect(plan.passed_over).toEqual(['DE']);
    expect(plan.countries.map((c) => [c.country, c.lines.map((l) => [l.slug, l.start_date, l.price.amount])])).toEqual([
      ['AT', [['vignette-at-1-day', day(1), 880]]],
      ['SI', [['vignette-si-weekly', day(1), 1600]]],
    ]);
    expect(plan.total).toEqual({ amount: 2480, currency: 'EUR' });
    expect(plan.additions).toContainEqual(expect.objectContaining({ slug: 'tunnel-at-karawanken', between: ['AT', 'SI'] }));
  });

  it('answers 400 with the field for a last day before the first, and for a trip that started yesterday', async () => {
    const backwards = await quote({ route: [{ country: 'AT' }], first_day: day(3), last_day: day(2), vehicle_type: 'car' });
    expect(backwards.status).toBe(400);
    expect((await backwards.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain('last_day');
    const past = await quote({ route: [{ country: 'AT' }], first_day: day(-1), last_day: day(2), vehicle_type: 'car' });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ code: 'starts_in_the_past', errors: [{ path: 'first_day' }] });
  });

  it('refuses what is not a trip with a problem, never a 500', async () => {
    for (const body of [{}, { route: [], first_day: day(1), last_day: day(1), vehicle_type: 'car' }, { route: [{ country: 'AT' }], first_day: 'soon', last_day: day(1), vehicle_type: 'bus' }]) {
      const res = await quote(body);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});
