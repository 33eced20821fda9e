import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh bearer secret for one order's status stream and PDF link. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares hashes in constant time, so response timing does not reveal how much of a token was right. */
export function accessTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashAccessToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
