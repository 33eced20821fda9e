import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { jsonBody } from '../http/request-input.ts';
import { ROUTE_LIMITS, type RouteKey } from '../rate-limit/limits.ts';
import type { RouteFault } from './route-faults.ts';

/** Faults apply to the /public routes (the middleware sits on /public). */
const ROUTE_KEYS = (Object.keys(ROUTE_LIMITS) as RouteKey[]).filter((r) => r !== 'POST /mcp') as [RouteKey, ...RouteKey[]];

/**
 * `next`: the next `count` calls (default 1); `rate`: each call with probability `rate`. 503 unless only
 * latency is asked.
 */
const RouteFaultInput = z.strictObject({
  route: z.enum(ROUTE_KEYS),
  mode: z.enum(['next', 'rate']),
  rate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  count: z.optional(z.int().check(z.positive(), z.maximum(1000))),
  status: z.optional(z.literal([500, 502, 503, 504])),
  latency_ms: z.optional(z.int().check(z.nonnegative(), z.maximum(30_000))),
}).check(
  z.refine((f) => f.mode !== 'rate' || (f.rate !== undefined && f.count === undefined), { message: 'mode "rate" takes rate (0 to 1) and no count', path: ['rate'] }),
  z.refine((f) => f.mode !== 'next' || f.rate === undefined, { message: 'mode "next" takes count, not rate', path: ['rate'] }),
);

const counter = z.optional(z.int().check(z.nonnegative(), z.maximum(1000)));
const WebhookFaultInput = z.strictObject({ drop_next: counter, duplicate_next: counter, reorder_next: counter }).check(
  z.refine((f) => Object.values(f).some((n) => n !== undefined && n > 0), { message: 'Give drop_next, duplicate_next or reorder_next', path: [] }),
);

const faultView = (f: RouteFault) => ({
  id: f.id,
  route: f.route,
  mode: f.mode,
  rate: f.rate,
  remaining: f.remaining,
  status: f.status,
  latency_ms: f.latencyMs,
});

/** Injected faults: 5xx and latency on /public routes, and webhook delivery faults. */
export function faultRoutes(core: PartnerApiCore): Hono<AppEnv> {
  const { routes, webhooks } = core.faults;
  const webhookView = () => {
    const pending = webhooks.pending();
    return { drop_next: pending.drop, duplicate_next: pending.duplicate, reorder_next: pending.reorder };
  };
  return new Hono<AppEnv>()
    .get('/faults', (c) => c.json({ data: routes.list().map(faultView) }))
    .post('/faults', async (c) => {
      const input = await jsonBody(c, RouteFaultInput, 'fault');
      const slowOnly = input.status === undefined && input.latency_ms !== undefined;
      const fault = routes.add({
        route: input.route,
        mode: input.mode,
        rate: input.mode === 'rate' ? input.rate ?? 0 : null,
        remaining: input.mode === 'next' ? input.count ?? 1 : null,
        status: slowOnly ? null : input.status ?? 503,
        latencyMs: input.latency_ms ?? 0,
      });
      return c.json(faultView(fault), 201);
    })
    .delete('/faults', (c) => {
      routes.clear();
      return c.json({ data: [] });
    })
    .get('/webhooks/faults', (c) => c.json(webhookView()))
    .post('/webhooks/faults', async (c) => {
      const input = await jsonBody(c, WebhookFaultInput, 'webhook fault');
      webhooks.add({
        drop: input.drop_next ?? 0,
        duplicate: input.duplicate_next ?? 0,
        reorder: input.reorder_next ?? 0,
      });
      return c.json(webhookView());
    })
    .delete('/webhooks/faults', (c) => {
      webhooks.clear();
      return c.json(webhookView());
    });
}
