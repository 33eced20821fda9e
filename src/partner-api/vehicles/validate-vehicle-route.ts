import { Hono } from 'hono';
import { ValidateVehicleRequest } from '../../contract/vehicle.ts';
import type { AppEnv } from '../app-env.ts';
import { jsonBody } from '../http/request-input.ts';
import { validatePlate } from './validate-plate.ts';

/** A failed validation is a 200 with `valid: false` (spec 4: it "costs nothing"). */
export function validateVehicleRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/', async (c) => {
    const input = await jsonBody(c, ValidateVehicleRequest, 'vehicle');
    return c.json(validatePlate(input.plate, input.country));
  });
}
