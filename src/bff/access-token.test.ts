import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessTokenFor, accessTokenMatches, checkoutKeyHash, hashAccessToken } from './access-token.ts';

const KEY = '3f2b8c1d9e7a46b5a0c4d2e1f6b7a8c9';

describe('access tokens', () => {
  it('makes the same 256-bit token for one widget key every time, and another for another key', () => {
    expect(accessTokenFor(KEY)).toMatch(/^[\w-]{43}$/);
    expect(accessTokenFor(KEY)).toBe(accessTokenFor(KEY));
    expect(accessTokenFor(`${KEY.slice(0, -1)}0`)).not.toBe(accessTokenFor(KEY));
  });

  it('keeps neither the key nor the token: the key hash names no token, the token hash is SHA-256', () => {
    const token = accessTokenFor(KEY);
    expect(checkoutKeyHash(KEY)).toBe(createHash('sha256').update(`checkout:${KEY}`).digest('hex'));
    expect(checkoutKeyHash(KEY)).not.toContain(KEY);
    expect(hashAccessToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashAccessToken(token)).not.toBe(checkoutKeyHash(KEY));
  });

  it('matches a token against its stored hash only', () => {
    const token = accessTokenFor(KEY);
    expect(accessTokenMatches(token, hashAccessToken(token))).toBe(true);
    expect(accessTokenMatches(`${token}x`, hashAccessToken(token))).toBe(false);
    expect(accessTokenMatches(token, 'not-a-hash')).toBe(false);
  });
});
