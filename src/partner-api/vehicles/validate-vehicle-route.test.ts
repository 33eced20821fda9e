import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ValidateVehicleResult } from '../../contract/vehicle.ts';
import { openTestApi, type TestApi } from '../test-support/harness.ts';

let api: TestApi;
beforeEach(() => { api = openTestApi(); });
afterEach(async () => api.close());

describe('POST /public/validate-vehicle', () => {
  it('answers a valid plate with its normalised form', async () => {
    const res = await api.call('/public/validate-vehicle', { method: 'POST', json: { plate: 'w-12345a', country: 'at', product_country: 'AT' } });
    expect(res.status).toBe(200);
    expect(ValidateVehicleResult.parse(await res.json())).toEqual({ valid: true, plate: 'W 12345 A', country: 'AT', code: null, message: null });
  });

  it('answers a bad plate with 200, valid false and a human message', async () => {
    const res = await api.call('/public/validate-vehicle', { method: 'POST', json: { plate: 'XY 123 AB', country: 'AT' } });
    expect(res.status).toBe(200);
    const body = ValidateVehicleResult.parse(await res.json());
    expect(body).toMatchObject({ valid: false, plate: 'XY 123 AB', code: 'invalid_plate' });
    expect(body.message).toContain('district code');
  });

  it('answers a body that breaks the schema with 400 invalid_request', async () => {
    const res = await api.call('/public/validate-vehicle', { method: 'POST', json: { plate: 'W 1', country: 'Austria' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_request', errors: [{ path: 'country', message: 'Use a two-letter country code' }] });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await api.call('/public/validate-vehicle', { method: 'POST', body: '{"plate":', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_json' });
  });
});
