import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './request-hash.ts';

describe('requestHash', () => {
  it('is the same for equal values whatever their key order, at every level', () => {
    const a = { plate: 'B123ABC', cars: [{ country: 'AT', type: 'car' }], email: 'a@example.com' };
    const b = { email: 'a@example.com', cars: [{ type: 'car', country: 'AT' }], plate: 'B123ABC' };
    expect(requestHash(a)).toBe(requestHash(b));
  });

  it('tells different values apart, array order included', () => {
    expect(requestHash({ cars: ['AT', 'CZ'] })).not.toBe(requestHash({ cars: ['CZ', 'AT'] }));
    expect(requestHash({ quantity: 1 })).not.toBe(requestHash({ quantity: '1' }));
  });

  it('sorts keys by code unit, not by a locale (upper case, then lower case, then accented)', () => {
    expect(canonicalJson({ é: 1, b: 2, B: 3, a: { z: 1, Z: 2 } })).toBe('{"B":3,"a":{"Z":2,"z":1},"b":2,"é":1}');
  });

  it('drops undefined fields as JSON does, so an omitted field and an undefined one are one request', () => {
    expect(requestHash({ plate: 'X', note: undefined })).toBe(requestHash({ plate: 'X' }));
  });

  it('is the sha-256 of the canonical text, in hex', () => {
    // echo -n '{"a":2,"b":1}' | sha256sum
    expect(requestHash({ b: 1, a: 2 })).toBe('d3626ac30a87e6f7a6428233b3c68299976865fa5508e4267c5415c76af7a772');
  });
});
