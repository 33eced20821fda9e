import type { UserInput } from '../../contract/user.ts';
import type { Db } from '../db/open-database.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { newUserId } from '../support/ids.ts';

/** A partner's shopper, one per e-mail address; later orders may fill in fields. */
export function upsertUser(db: Db, partnerId: string, input: UserInput, now: number): string {
  const email = input.email.toLowerCase();
  const fields = {
    first_name: input.first_name ?? null,
    last_name: input.last_name ?? null,
    phone: input.phone ?? null,
    address: input.address ?? null,
  };
  const existing = db.prepare('SELECT id FROM users WHERE partner_id = ? AND email = ?').get(partnerId, email) as { id: string } | undefined;
  if (existing) {
    db.prepare(`UPDATE users SET first_name = COALESCE(@first_name, first_name), last_name = COALESCE(@last_name, last_name),
      phone = COALESCE(@phone, phone), address = COALESCE(@address, address) WHERE id = @id`).run({ ...fields, id: existing.id });
    return existing.id;
  }
  const id = newUserId();
  db.prepare(`INSERT INTO users (id, partner_id, email, first_name, last_name, phone, address, created_at)
    VALUES (@id, @partner_id, @email, @first_name, @last_name, @phone, @address, @now)`).run({ id, partner_id: partnerId, email, ...fields, now });
  return id;
}

/** The spec's users are those with at least one payment. */
export function recordUserPayment(db: Db, userId: string, now: number): void {
  db.prepare('UPDATE users SET first_payment_at = COALESCE(first_payment_at, ?) WHERE id = ?').run(now, userId);
}

export interface UserRow { id: string; email: string; created_at: number; first_payment_at: number | null }

/** The partner's own user; other partners' users are as unknown as missing ones (404). */
export function ownUser(db: Db, partnerId: string, userId: string): UserRow {
  const row = db.prepare('SELECT id, email, created_at, first_payment_at FROM users WHERE id = ? AND partner_id = ?').get(userId, partnerId) as UserRow | undefined;
  if (!row) throw ProblemError.of(404, 'user_not_found', 'No such user', { detail: `There is no user ${userId} for this API key.` });
  return row;
}
