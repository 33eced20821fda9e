import type { Product } from '../../contract/product.ts';
import { renderPdf } from './pdf-document.ts';

export interface ConfirmationFacts {
  orderId: string;
  product: Product;
  plate: string;
  vehicleCountry: string;
  vehicleType: string;
  startDate: string;
  endDate: string;
  providerId: string;
  issuedAt: string;
}

/** The national provider's confirmation of one vehicle's registration (sandbox: not a real document). */
export function confirmationPdf(f: ConfirmationFacts): Buffer {
  return renderPdf(`Confirmation ${f.providerId}`, [
    { text: `${f.product.country} national road-use registration`, size: 20, bold: true },
    { text: 'SANDBOX CONFIRMATION - NOT VALID FOR TRAVEL', size: 11 },
    { text: f.product.name, size: 14, bold: true, gapBefore: 12 },
    { text: `Licence plate: ${f.plate} (${f.vehicleCountry}), ${f.vehicleType}`, size: 12, gapBefore: 6 },
    { text: `Valid from ${f.startDate} to ${f.endDate} (inclusive)`, size: 12 },
    { text: `Provider registration id: ${f.providerId}`, size: 12 },
    { text: `Order: ${f.orderId}`, size: 12 },
    { text: `Issued: ${f.issuedAt}`, size: 10, gapBefore: 12 },
  ]);
}
