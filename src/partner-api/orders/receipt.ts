import type { Flex } from '../../contract/order.ts';
import type { Money, VehicleType } from '../../contract/primitives.ts';
import type { Product } from '../../contract/product.ts';

/** Flexible Service per vehicle, in EUR cents. */
export const FLEX_PRICES: Readonly<Record<Flex['type'], number>> = { default: 199, expanded: 399 };

interface ReceiptLine { description: string; quantity: number; unit_price: Money; total: Money }
export interface Receipt { number: string; lines: ReceiptLine[]; total: Money }

const eur = (amount: number): Money => ({ amount, currency: 'EUR' });

function line(description: string, quantity: number, unit: number): ReceiptLine {
  return { description, quantity, unit_price: eur(unit), total: eur(unit * quantity) };
}

/**
 * One line per vehicle type, plus the Flexible Service when enabled. The
 * stored receipt says the vehicle type as its code; the payment page words
 * the lines again in its reader's language.
 */
export function buildReceipt(
  number: string,
  product: Product,
  vehicleTypes: VehicleType[],
  flex: Flex | null,
  vehicleWord: (type: VehicleType) => string = (type) => type,
): Receipt {
  const lines: ReceiptLine[] = [];
  for (const price of product.prices) {
    const quantity = vehicleTypes.filter((t) => t === price.vehicle_type).length;
    if (quantity > 0) lines.push(line(`${product.name} (${vehicleWord(price.vehicle_type)})`, quantity, price.price.amount));
  }
  if (flex?.enabled) lines.push(line(`Flexible Service (${flex.type})`, vehicleTypes.length, FLEX_PRICES[flex.type]));
  return { number, lines, total: eur(lines.reduce((sum, l) => sum + l.total.amount, 0)) };
}
