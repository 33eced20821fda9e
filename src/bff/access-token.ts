import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the BFF keeps a widget's Idempotency-Key: SHA-256 of `checkout:<key>`,
 * hex. It finds the key's job, and (as bytes) names the order upstream, so
 * the key itself is never stored.
 */
export function checkoutKeyHash(key: string): string {
  return createHash('sha256').update(`checkout:${key}`).digest('hex');
}

/**
 * The bearer secret of the order created for a widget's Idempotency-Key, for
 * its status stream, PDF link, cancel and modify. It is made from the key
 * (HMAC-SHA256 keyed by it), not drawn at random: a replay of the key must
 * answer the same token as the first answer did (DESIGN.md, idempotency),
 * and the BFF keeps only hashes of both, so it can neither replay a stored
 * token nor rebuild one from its database. The widget's key is a v4 UUID
 * (122 random bits), so the token is as hard to guess as a random one; a
 * caller that sends a guessable key weakens its own order's token only.
 */
export function accessTokenFor(key: string): string {
  return createHmac('sha256', key).update('road-checkout access token').digest('base64url');
}

/** What is stored of a token: SHA-256, hex. A salt would add nothing to a secret of 122 random bits or more. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares hashes in constant time, so response timing does not reveal how much of a token was right. */
export function accessTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashAccessToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
