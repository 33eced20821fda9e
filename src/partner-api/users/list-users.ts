import { PER_PAGE } from '../../contract/list.ts';
import type { User } from '../../contract/user.ts';
import type { PartnerApiCore } from '../core.ts';
import type { Partner } from '../partners/partners.ts';
import { iso } from '../support/dates.ts';
import type { UserRow } from './users.ts';

/**
 * GET /public/users: spec 2.1 counts a shopper as a user from the first payment on. Oldest first, so pages
 * stay stable as users are added.
 */
export function listUsers(
  core: PartnerApiCore,
  partner: Partner,
  page: number,
): { data: User[]; page: number; per_page: number; total: number } {
  const { db } = core;
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM users WHERE partner_id = ? AND first_payment_at IS NOT NULL').get(partner.id) as { total: number };
  const rows = db.prepare(`SELECT id, email, created_at, first_payment_at FROM users WHERE partner_id = ? AND first_payment_at IS NOT NULL
    ORDER BY created_at, id LIMIT ? OFFSET ?`).all(partner.id, PER_PAGE, (page - 1) * PER_PAGE) as UserRow[];
  return {
    data: rows.map((row) => ({ id: row.id, email: row.email, created_date: iso(row.created_at) })),
    page,
    per_page: PER_PAGE,
    total,
  };
}
