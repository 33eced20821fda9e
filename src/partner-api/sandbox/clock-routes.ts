import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { jsonBody } from '../http/request-input.ts';
import { iso } from '../support/dates.ts';

const MAX_ADVANCE_MS = 400 * 86_400_000;
const whole = z.optional(z.int().check(z.nonnegative(), z.maximum(400 * 86_400)));

/** Any of seconds, hours and days (they add up); more than nothing, at most 400 days. */
const AdvanceInput = z.strictObject({ seconds: whole, hours: whole, days: whole }).check(z.refine(
  (v) => {
    const ms = advanceMs(v);
    return ms > 0 && ms <= MAX_ADVANCE_MS;
  },
  { message: 'Move the clock forward by more than 0 and at most 400 days, in seconds, hours and/or days', path: [] },
));

function advanceMs(v: { seconds?: number | undefined; hours?: number | undefined; days?: number | undefined }): number {
  return (v.seconds ?? 0) * 1000 + (v.hours ?? 0) * 3_600_000 + (v.days ?? 0) * 86_400_000;
}

/** The sandbox clock: deferrals, expiries, debt deadlines and rate-limit windows all follow it. */
export function clockRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const view = () => {
    const now = core.clock.now();
    return { now: iso(now), offset_ms: now - Date.now() };
  };
  return new Hono<AppEnv>()
    .get('/', (c) => c.json(view()))
    .post('/advance', async (c) => {
      core.clock.advanceBy(advanceMs(await jsonBody(c, AdvanceInput, 'clock advance')));
      return c.json(view());
    });
}
