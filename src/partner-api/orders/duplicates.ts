import type { Db } from '../db/open-database.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';

const duplicate = (plate: string, country: string, existing?: string) => ProblemError.of(409, 'duplicate_order',
  'This vehicle already has this product for an overlapping period', {
    detail: existing
      ? `Order ${existing} already covers ${plate} (${country}) in this period. Do not retry.`
      : `${plate} (${country}) appears twice in this order.`,
  });

export interface DuplicateCheck {
  partnerId: string;
  /** `duplicateGroup` of the product; null: the product never duplicates (single journeys). */
  group: string | null;
  startDate: string;
  endDate: string;
  cars: readonly { plate: string; country: string }[];
  /** The order being modified, which must not count against itself. */
  excludeOrderId?: string;
}

/**
 * The order covering one of `cars` in an overlapping period, if any. Only
 * paid orders count: an abandoned payment link must not block the plate, so
 * an unpaid order is checked again when it is paid.
 */
export function findDuplicate(db: Db, check: DuplicateCheck): ProblemError | undefined {
  if (check.group === null) return undefined;
  const seen = new Set<string>();
  const find = db.prepare(`SELECT o.id FROM orders o JOIN order_cars c ON c.order_id = o.id
    WHERE o.partner_id = ? AND o.duplicate_group = ? AND o.paid = 1 AND o.status NOT IN ('REFUNDED', 'DELETED', 'EXPIRED')
      AND o.start_date <= ? AND o.end_date >= ? AND c.plate = ? AND c.country = ? AND o.id <> ? LIMIT 1`);
  for (const car of check.cars) {
    const key = `${car.country} ${car.plate}`;
    if (seen.has(key)) return duplicate(car.plate, car.country);
    seen.add(key);
    const existing = find.get(check.partnerId, check.group, check.endDate, check.startDate, car.plate, car.country, check.excludeOrderId ?? '') as { id: string } | undefined;
    if (existing) return duplicate(car.plate, car.country, existing.id);
  }
  return undefined;
}

/** Spec 2.3: one vignette per country, plate and registration country at a time. */
export function refuseDuplicates(db: Db, check: DuplicateCheck): void {
  const problem = findDuplicate(db, check);
  if (problem) throw problem;
}
