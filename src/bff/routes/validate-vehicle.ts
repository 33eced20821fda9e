import { Hono } from 'hono';
import type { Context } from 'hono';
import { ValidateVehicleRequest } from '../../contract/vehicle.ts';
import { VehicleCheck } from '../../contract/widget-api.ts';
import { ProblemError, parseInput } from '../../server-kit/problem-error.ts';
import type { SharedRoute, SpentShare } from '../abuse/client-shares.ts';
import { QUOTA_WAIT } from '../queue/guarded-upstream.ts';
import { readJson } from '../read-json.ts';
import type { UpstreamClient } from '../upstream-client.ts';

/** Spends a call of the share of the partner's quota that the request's client may use. */
export type SpendShare = (c: Context, route: SharedRoute) => Promise<SpentShare>;

/**
 * POST /api/validate-vehicle: the upstream's plate check, answered as is (200
 * also when not valid). Each check spends a call of the client's share first.
 */
export function validateVehicleRoute(upstream: UpstreamClient, spendShare: SpendShare): Hono {
  return new Hono().post('/api/validate-vehicle', async (c) => {
    const check = parseInput(VehicleCheck, await readJson(c), 'vehicle check');
    // The upstream only knows the 9 product countries; say so here rather than let it answer a 400 of its own.
    const request = parseInput(ValidateVehicleRequest, check, 'vehicle check');
    const spent = await spendShare(c, 'POST /validate-vehicle');
    const result = await upstream.validateVehicle(request).catch(async (error: unknown) => {
      if (error instanceof ProblemError && error.problem.code === QUOTA_WAIT) await spent.giveBack();
      throw error;
    });
    c.header('Cache-Control', 'no-store');
    return c.json(result);
  });
}
