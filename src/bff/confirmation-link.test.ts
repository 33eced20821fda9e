import { describe, expect, it } from 'vitest';
import { confirmationLinks } from './confirmation-link.ts';

describe('confirmationLinks', () => {
  const links = confirmationLinks('sk_test_standard_sandbox');

  it('gives each order a key of 256 bits, the same on every call and from another instance', () => {
    const key = links.keyFor('ord_abc');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(confirmationLinks('sk_test_standard_sandbox').keyFor('ord_abc')).toBe(key);
    expect(links.keyFor('ord_abd')).not.toBe(key);
  });

  it("opens only its own order's PDF, and a new API key makes new keys", () => {
    const key = links.keyFor('ord_abc');
    expect(links.opens('ord_abc', key)).toBe(true);
    expect(links.opens('ord_abd', key)).toBe(false);
    expect(links.opens('ord_abc', key.slice(0, -1))).toBe(false);
    expect(links.opens('ord_abc', '')).toBe(false);
    expect(confirmationLinks('sk_live_other').opens('ord_abc', key)).toBe(false);
  });
});
