import type { Product } from '../../contract/product.ts';

/** What an order carries of its product. */
export type NamedProduct = Pick<Product, 'slug' | 'name'>;

/**
 * A product as the shopper reads it. The BFF serves the catalogue in the
 * shopper's language, so the catalogue's entry names an order's product too;
 * the order's own copy (the service's words) only when the catalogue has no
 * such product any more.
 */
export const productName = (product: NamedProduct, catalogue: readonly NamedProduct[] | undefined): string =>
  (catalogue?.find((p) => p.slug === product.slug) ?? product).name;
