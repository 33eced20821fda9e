import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database.ts';

/** A working day at the panel; then the partner signs in again with its key. */
export const SESSION_TTL_MS = 8 * 3_600_000;

/** Stored as hashes, like API keys: a copied database file opens no session. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session of the partner; the token goes into the cookie and nowhere else. Real time: not the sandbox clock. */
export function openSession(db: Db, partnerId: string, now: number): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('DELETE FROM panel_sessions WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO panel_sessions (token_hash, partner_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(hashToken(token), partnerId, now, now + SESSION_TTL_MS);
  return token;
}

export function partnerIdOfSession(db: Db, token: string, now: number): string | undefined {
  const row = db.prepare('SELECT partner_id FROM panel_sessions WHERE token_hash = ? AND expires_at > ?')
    .get(hashToken(token), now) as { partner_id: string } | undefined;
  return row?.partner_id;
}

export function closeSession(db: Db, token: string): void {
  db.prepare('DELETE FROM panel_sessions WHERE token_hash = ?').run(hashToken(token));
}

/** Signs the partner out on every browser at once. */
export function closeEverySession(db: Db, partnerId: string): void {
  db.prepare('DELETE FROM panel_sessions WHERE partner_id = ?').run(partnerId);
}
