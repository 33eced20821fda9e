import type { Order } from '../contract/order.ts';
import type { Product } from '../contract/product.ts';
import { productLanguage, productText } from '../contract/product-texts/product-texts.ts';
import type { CheckoutOrder, OrderEnd } from '../contract/widget-api.ts';

/**
 * The widget's view of an upstream order: no personal data beyond the plate.
 * `product` comes from the catalogue, named in the order's language when it
 * has one; an order for a product that has left the catalogue still shows,
 * under its slug. `confirmation_url` is whole, with its read-only key
 * (confirmation-link.ts): the widget links to it as it is. `ended_by` is the BFF's own record (order-store.ts),
 * given where the order was read from storage.
 */
export function toCheckoutOrder(
  order: Order, product: Product | undefined, confirmationUrl: (orderId: string) => string, supportUrl: string,
  endedBy?: OrderEnd | null,
): CheckoutOrder {
  const car = order.cars[0];
  if (!car) throw new Error(`Order ${order.id} has no vehicle`);
  return {
    id: order.id,
    status: order.status,
    product: {
      slug: order.product,
      name: (order.locale ? productText(order.product, productLanguage(order.locale))?.name : undefined)
        ?? product?.name ?? order.product,
      type: product?.type ?? order.type,
      country: product?.country ?? order.country,
    },
    vehicle: { plate: car.plate, country: car.country, type: car.vehicle_type },
    start_date: order.start_date,
    end_date: order.end_date,
    price: order.price,
    paid: order.paid,
    payment_link: order.payment_link,
    allowed_payment_providers: order.allowed_payment_providers,
    open_order_details_by_default: order.open_order_details_by_default,
    confirmation_url: order.status === 'ACTIVE' && car.pdf ? confirmationUrl(order.id) : null,
    can_modify: order.can_modify,
    support_url: supportUrl,
    version: order.version,
    ...(endedBy && order.status === 'REFUNDED' && { ended_by: endedBy }),
  };
}

/** The BFF's toCheckoutOrder, its catalogue and links given: `endedBy` where the order was read from storage. */
export type OrderView = (order: Order, endedBy?: OrderEnd | null) => CheckoutOrder;

/** Orders without a vehicle cannot be shown or proxied; the edges refuse them. */
export function hasVehicle(order: Order): boolean {
  return order.cars.length > 0;
}
