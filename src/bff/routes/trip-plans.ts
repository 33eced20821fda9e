import { Hono } from 'hono';
import { problem } from '../../contract/problem.ts';
import { planTrip } from '../../contract/trip-plan/plan-trip.ts';
import { TripPlanError } from '../../contract/trip-plan/trip-plan.ts';
import { TripRequest } from '../../contract/trip-plan/trip-request.ts';
import type { CatalogueCache } from '../catalogue-cache.ts';
import { ProblemError, parseInput } from '../../server-kit/problem-error.ts';
import { readJson } from '../read-json.ts';

/**
 * POST /api/trip-plans: the trip planner's answer for a journey (the same
 * module the widget runs), from the cached catalogue and its status, for
 * anyone who wants a quote: a navigation app, a partner's own page. `today`
 * is the BFF's calendar day in UTC; nothing is ordered or held.
 */
export function tripPlansRoute(catalogue: CatalogueCache, now: () => number): Hono {
  return new Hono().post('/api/trip-plans', async (c) => {
    const request = parseInput(TripRequest, await readJson(c), 'trip request');
    const { snapshot } = await catalogue.read();
    const status = JSON.parse(snapshot.statusJson) as Parameters<typeof planTrip>[1]['status'];
    try {
      const plan = planTrip(request, {
        products: [...snapshot.products.values()], status, today: new Date(now()).toISOString().slice(0, 10),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(plan);
    } catch (error) {
      if (!(error instanceof TripPlanError)) throw error;
      throw new ProblemError(problem(400, error.code, 'This trip cannot be planned', {
        detail: error.message,
        errors: [{ path: error.code === 'starts_in_the_past' ? 'first_day' : 'last_day', message: error.message }],
      }));
    }
  });
}
