import type { ValidateVehicleResult } from '../../contract/vehicle.ts';
import { GENERIC_RULE, PLATE_RULES } from './plate-rules.ts';

/** Upper case, single spaces, no spaces around dashes, single dashes. */
export function cleanPlate(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, ' ').replace(/ ?-[ -]*/g, '-').replace(/^-+|-+$/g, '');
}

/** Checks a plate against the rule of its registration country (ISO alpha-2, upper case). */
export function validatePlate(plate: string, country: string): ValidateVehicleResult {
  const cleaned = cleanPlate(plate);
  const check = (PLATE_RULES[country] ?? GENERIC_RULE)(cleaned);
  return check.ok
    ? { valid: true, plate: check.plate, country, code: null, message: null }
    : { valid: false, plate: cleaned, country, code: 'invalid_plate', message: check.message };
}
