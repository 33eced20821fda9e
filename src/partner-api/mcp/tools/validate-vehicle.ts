import * as z from 'zod/mini';
import { ValidateVehicleRequest, ValidateVehicleResult } from '../../../contract/vehicle.ts';
import { validatePlate } from '../../vehicles/validate-plate.ts';
import { defineTool } from '../partner-tool.ts';

/** POST /public/validate-vehicle as a tool. */
export const validateVehicleTool = defineTool({
  name: 'validate_vehicle',
  title: 'Check a licence plate',
  description: 'Check a plate against the rules of its registration country (country: ISO 3166-1 alpha-2, e.g. AT, DE). Call it before create_order: a failed check costs nothing. valid: false comes with code invalid_plate and a message to show the shopper; plate is the plate as the registers write it.',
  operationId: 'validateVehicle',
  input: z.strictObject(ValidateVehicleRequest.shape),
  output: ValidateVehicleResult,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'POST /validate-vehicle' },
  run: (_ctx, { plate, country }) => validatePlate(plate, country),
});
