import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/t.ts';
import { english as en } from '../../i18n/english.ts';
import { validateVehicle } from './validate.ts';

const t = translator(en);

describe('validateVehicle', () => {
  it('accepts typical plates', () => {
    expect(validateVehicle('W 12345 X', 'AT', t)).toEqual({});
    expect(validateVehicle('B-AB 123', 'DE', t)).toEqual({});
  });
  it('rejects empty, long or odd plates', () => {
    expect(validateVehicle('', 'AT', t).plate).toBe(t('error.plate'));
    expect(validateVehicle('A'.repeat(17), 'AT', t).plate).toBeDefined();
    expect(validateVehicle('W*123', 'AT', t).plate).toBeDefined();
  });
  it('needs a registration country', () => {
    expect(validateVehicle('W 1', '', t).vehicle_country).toBe(t('error.vehicle_country'));
  });
});
