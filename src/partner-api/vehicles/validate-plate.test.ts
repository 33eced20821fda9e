import { describe, expect, it } from 'vitest';
import { AUSTRIAN_DISTRICT_CODES } from './austrian-district-codes.ts';
import { cleanPlate, validatePlate } from './validate-plate.ts';

const valid: [country: string, input: string, normalised: string][] = [
  ['AT', 'W 12345 A', 'W 12345 A'],
  ['AT', 'w-12345a', 'W 12345 A'],
  ['AT', 'L 123 AB', 'L 123 AB'],
  ['AT', 'GU 1234 B', 'GU 1234 B'],
  ['AT', 'gu1234b', 'GU 1234 B'],
  ['AT', 'LL  42  XY', 'LL 42 XY'],
  ['AT', 'G ANNA 1', 'G ANNA 1'],
  ['AT', 'KB  SKI 77', 'KB SKI 77'],
  ['AT', 'BH 12345', 'BH 12345'],
  ['AT', 'WU 1 ABC', 'WU 1 ABC'],
  ['CH', 'zh 123456', 'ZH 123456'],
  ['CH', 'VS-1234', 'VS 1234'],
  ['CZ', '1a2 3456', '1A2 3456'],
  ['CZ', '5T83456', '5T8 3456'],
  ['SK', 'ba 123 ab', 'BA-123AB'],
  ['HU', 'abc123', 'ABC-123'],
  ['HU', 'AA BC 123', 'AA BC-123'],
  ['SI', 'lj 12-34a', 'LJ 12-34A'],
  ['RO', 'b 123 abc', 'B 123 ABC'],
  ['RO', 'CJ12ABC', 'CJ 12 ABC'],
  ['BG', 'ca 1234 ab', 'CA 1234 AB'],
  ['BG', 'CB1234A', 'CB 1234 A'],
  ['MD', 'abc 123', 'ABC 123'],
  ['MD', 'C AB 123', 'C AB 123'],
  ['DE', 'm ab 1234', 'M-AB 1234'],
  ['DE', 'B-XY 99E', 'B-XY 99E'],
  ['IT', 'ab123cd', 'AB 123CD'],
  ['FR', 'ab 123 cd', 'AB-123-CD'],
  ['PL', 'wa12345', 'WA 12345'],
  ['PL', 'KR 1234A', 'KR 1234A'],
  ['NL', '12abc3', '12-ABC-3'],
  ['NL', '1234AB', '12-34-AB'],
  ['ES', '1234 bcd', '1234 BCD'],
  ['BE', '1abc234', '1-ABC-234'],
  ['GB', 'ab12 cde', 'AB12 CDE'],
  ['US', 'abc - 1234', 'ABC-1234'],
  ['NO', 'EL 12345', 'EL 12345'],
];

const invalid: [country: string, input: string][] = [
  ['AT', 'XX 123 AB'],
  ['AT', 'Q 123 AB'],
  ['AT', 'W 1234567'],
  ['AT', 'W 123456 A'],
  ['AT', 'L AB 123 C'],
  ['AT', 'W'],
  ['CH', 'XX 1234'],
  ['CH', 'ZH 1234567'],
  ['CZ', '1X2 3456'],
  ['SK', 'BA 1234 A'],
  ['HU', 'AB-1234'],
  ['SI', 'XX 12-345'],
  ['RO', 'XX 12 ABC'],
  ['RO', 'CJ 123 ABC'],
  ['BG', 'CA 123 AB'],
  ['BG', 'CA 1234 AD'],
  ['MD', '123 ABC'],
  ['DE', 'MAB1234'],
  ['IT', 'AI 123 CD'],
  ['FR', 'AB-1234-CD'],
  ['NL', '12-ABC'],
  ['GB', 'A1 BCD'],
  ['US', 'A'],
  ['US', 'ABCDEFGHIJK'],
];

describe('validatePlate', () => {
  it.each(valid)('%s %j is valid as %j', (country, input, normalised) => {
    expect(validatePlate(input, country)).toEqual({
      valid: true,
      plate: normalised,
      country,
      code: null,
      message: null,
    });
  });

  it.each(invalid)('%s %j is not valid', (country, input) => {
    const result = validatePlate(input, country);
    expect(result).toMatchObject({ valid: false, country, code: 'invalid_plate' });
    expect(result.message).toMatch(/\w{5}/);
  });

  it('names an unknown Austrian district code', () => {
    expect(validatePlate('XY 123 AB', 'AT').message).toContain('"XY" is not an Austrian district code');
  });

  it('knows every Austrian district code as a plate prefix', () => {
    for (const code of AUSTRIAN_DISTRICT_CODES) expect(validatePlate(`${code} 123 AB`, 'AT').valid, code).toBe(true);
  });

  it('cleans spacing and dashes', () => {
    expect(cleanPlate('  ab -  12  -cd ')).toBe('AB-12-CD');
  });
});
