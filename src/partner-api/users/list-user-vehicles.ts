import type { Vehicle } from '../../contract/user.ts';
import type { PartnerApiCore } from '../core.ts';
import type { Partner } from '../partners/partners.ts';
import { iso } from '../support/dates.ts';
import { ownUser } from './users.ts';

interface VehicleRow { plate: string; country: string; vehicle_type: string; vin: string | null; last_used_at: number }

/**
 * GET /public/users/{id}/vehicles: each plate and registration country the
 * user has paid an order for, once, as on its latest order (type, VIN);
 * `last_used_at` is that order's purchase time. Most recent first.
 */
export function listUserVehicles(core: PartnerApiCore, partner: Partner, userId: string): { data: Vehicle[] } {
  const { db } = core;
  const user = ownUser(db, partner.id, userId);
  const rows = db.prepare(`SELECT plate, country, vehicle_type, vin, last_used_at FROM (
      SELECT c.plate, c.country, c.vehicle_type, c.vin, o.purchased_at AS last_used_at,
        ROW_NUMBER() OVER (PARTITION BY c.plate, c.country ORDER BY o.purchased_at DESC, o.id DESC, c.idx) AS latest
      FROM orders o JOIN order_cars c ON c.order_id = o.id
      WHERE o.user_id = ? AND o.paid = 1)
    WHERE latest = 1 ORDER BY last_used_at DESC, plate, country`).all(user.id) as VehicleRow[];
  return { data: rows.map((row) => ({ ...row, last_used_at: iso(row.last_used_at) })) };
}
