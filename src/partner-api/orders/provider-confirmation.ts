import { findProduct } from '../catalogue/catalogue.ts';
import { recordProviderResponse } from '../catalogue/providers.ts';
import type { PartnerApiCore } from '../core.ts';
import { confirmationPdf } from '../pdf/confirmation-pdf.ts';
import { iso } from '../support/dates.ts';
import { randomBase32 } from '../support/ids.ts';
import { carsOf, findOrderRow } from './order-store.ts';

const providerReference = (country: string) => `${country}-${randomBase32(8).toUpperCase()}`;

/**
 * Stores the national provider's confirmation of an order as it is now: a
 * new `provider_id`, one per car, and each car's PDF. A modified ACTIVE order
 * is registered again, so it gets new ids and PDFs the same way.
 */
export function issueConfirmation(core: PartnerApiCore, orderId: string): void {
  const { db } = core;
  const row = findOrderRow(db, orderId);
  if (!row) throw new Error(`Order ${orderId} does not exist`);
  const product = findProduct(row.product);
  if (!product) throw new Error(`Order ${row.id} has unknown product ${row.product}`);
  const now = core.clock.now();
  const providerId = providerReference(row.country);
  db.prepare('UPDATE orders SET provider_id = ? WHERE id = ?').run(providerId, row.id);
  const setCar = db.prepare('UPDATE order_cars SET provider_id = ?, pdf = ? WHERE order_id = ? AND idx = ?');
  for (const car of carsOf(db, row.id)) {
    const carProviderId = `${providerId}-${car.idx + 1}`;
    const pdf = confirmationPdf({
      orderId: row.id, product, plate: car.plate, vehicleCountry: car.country, vehicleType: car.vehicle_type,
      startDate: row.start_date, endDate: row.end_date, providerId: carProviderId, issuedAt: iso(now),
      locale: row.locale,
    });
    setCar.run(carProviderId, pdf, row.id, car.idx);
  }
  recordProviderResponse(db, row.country, now);
}
