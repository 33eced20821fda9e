import { Hono } from 'hono';
import { ValidateVehicleRequest } from '../../contract/vehicle.ts';
import { VehicleCheck } from '../../contract/widget-api.ts';
import { parseInput } from '../../server-kit/problem-error.ts';
import { readJson } from '../read-json.ts';
import type { UpstreamClient } from '../upstream-client.ts';

/** POST /api/validate-vehicle: the upstream's plate check, answered as is (200 also when not valid). */
export function validateVehicleRoute(upstream: UpstreamClient): Hono {
  return new Hono().post('/api/validate-vehicle', async (c) => {
    const check = parseInput(VehicleCheck, await readJson(c), 'vehicle check');
    // The upstream only knows the 9 product countries; say so here rather than let it answer a 400 of its own.
    const request = parseInput(ValidateVehicleRequest, check, 'vehicle check');
    c.header('Cache-Control', 'no-store');
    return c.json(await upstream.validateVehicle(request));
  });
}
