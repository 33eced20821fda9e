import type { BasketItem, CheckoutBasket } from '../contract/basket-api.ts';
import type { Money } from '../contract/primitives.ts';
import type { Product } from '../contract/product.ts';
import { productLanguage, productText } from '../contract/product-texts/product-texts.ts';
import { lastValidDay } from '../contract/validity.ts';
import type { OrderView } from './checkout-order.ts';
import type { HeldOrder } from './order-events.ts';
import type { StoredBasket } from './storage/storage.ts';

export interface BasketViewDeps {
  product: (slug: string) => Product | undefined;
  view: OrderView;
  supportUrl: string;
}

/**
 * The widget's view of a basket: its one payment and its items, each with its
 * order (the same view as a single order's) once paying created it. Names come
 * from the catalogue in the basket's language, as an order's do (checkout-order.ts).
 */
export function toCheckoutBasket(
  { externalOrder, facts }: StoredBasket, held: readonly HeldOrder[], { product, view, supportUrl }: BasketViewDeps,
): CheckoutBasket {
  const language = facts.locale === null ? undefined : productLanguage(facts.locale);
  // The upstream makes one order per (product, start date), listed in `order_ids` in the order of its `items`:
  // an item finds its group there by both, and its order by that place, which a changed start date keeps.
  interface Dated { product: string; start_date: string }
  const same = (item: Dated) => (other: Dated) =>
    other.product === item.product && other.start_date === item.start_date;
  const orders = held.map((h) => h.order);
  const orderOf = (item: Dated) => {
    const id = externalOrder.order_ids[externalOrder.items.findIndex(same(item))];
    return (id === undefined ? orders.find(same(item)) : orders.find((o) => o.id === id)) ?? null;
  };
  const endedBy = (order: { id: string }) => held.find((h) => h.order.id === order.id)?.endedBy;
  const items = facts.items.map((item): BasketItem => {
    const known = product(item.product);
    const order = orderOf(item);
    const price: Money = externalOrder.items.find(same(item))?.amount
      ?? known?.prices.find((p) => p.vehicle_type === facts.vehicle.type)?.price
      ?? order?.price
      ?? { amount: 0, currency: externalOrder.amount.currency };
    return {
      product: {
        slug: item.product,
        name: (language ? productText(item.product, language)?.name : undefined) ?? known?.name ?? item.product,
        type: known?.type ?? order?.type ?? item.product.split('-')[0] ?? '',
        country: known?.country ?? order?.country ?? '',
      },
      start_date: item.start_date,
      end_date: order?.end_date ?? (known ? lastValidDay(known, item.start_date) : item.start_date),
      price,
      order: order && view(order, endedBy(order)),
    };
  });
  return {
    id: externalOrder.id,
    status: externalOrder.status,
    total: externalOrder.amount,
    payment_link: externalOrder.status === 'OPEN' ? externalOrder.payment_link : null,
    expires_at: externalOrder.expires_at,
    allowed_payment_providers: externalOrder.allowed_payment_providers,
    open_order_details_by_default: facts.open_order_details_by_default,
    vehicle: facts.vehicle,
    items,
    support_url: supportUrl,
  };
}
