import type { Product, ProductsStatus } from '../contract/product.ts';
import { problem } from '../contract/problem.ts';
import { ProblemError } from '../server-kit/problem-error.ts';
import type { UpstreamClient } from './upstream-client.ts';

/**
 * The spec asks partners to fetch products no more than once every 5 minutes
 * (and at least once every 30), while the products status is worth a fresh
 * look every minute: so the status is fetched on each refresh and the
 * products only once they are this old.
 */
export const PRODUCTS_TTL_MS = 5 * 60_000;

/** The product list of the last refresh and when it was fetched. */
export interface ProductList {
  products: Product[];
  fetchedAt: number;
}

export interface LoadedCatalogue {
  products: ProductList;
  status: ProductsStatus;
}

/** Loads the catalogue, given the product list the last refresh (of any instance) left. */
export type CatalogueLoader = (previous: ProductList | undefined) => Promise<LoadedCatalogue>;

/** Each price that differs between two product lists, in words for the operator. */
export function priceChanges(before: Product[], after: Product[]): string[] {
  const old = new Map(before.flatMap((p) => p.prices.map((pr) => [`${p.slug} ${pr.vehicle_type}`, pr.price] as const)));
  return after.flatMap((p) => p.prices.flatMap((pr) => {
    const was = old.get(`${p.slug} ${pr.vehicle_type}`);
    if (!was || (was.amount === pr.price.amount && was.currency === pr.price.currency)) return [];
    return [`${p.slug} ${pr.vehicle_type}: ${was.amount} ${was.currency} -> ${pr.price.amount} ${pr.price.currency}`];
  }));
}

/**
 * Loads both halves of the catalogue. An upstream 4xx here (say a 429) is
 * not the shopper's doing, so it reaches the widget as "unavailable". Each
 * new product list is checked against the last one (the spec's daily price
 * check, done at every fetch) and changed prices are reported.
 */
export function catalogueFromUpstream(
  upstream: Pick<UpstreamClient, 'listProducts' | 'productsStatus'>,
  now: () => number = Date.now,
  pricesChanged: (changes: string[]) => void = () => {},
): CatalogueLoader {
  const currentProducts = async (previous: ProductList | undefined): Promise<ProductList> => {
    if (previous && now() - previous.fetchedAt < PRODUCTS_TTL_MS) return previous;
    const fetchedAt = now();
    const products = await upstream.listProducts();
    const changes = previous ? priceChanges(previous.products, products) : [];
    if (changes.length > 0) pricesChanged(changes);
    return { products, fetchedAt };
  };
  return async (previous) => {
    try {
      const [products, status] = await Promise.all([currentProducts(previous), upstream.productsStatus()]);
      return { products, status };
    } catch (error) {
      if (error instanceof ProblemError && error.problem.status < 500) {
        throw new ProblemError(problem(503, 'upstream_unavailable', 'The product catalogue is not available right now', {
          detail: 'Try again in a moment.',
        }), { 'Retry-After': '15' });
      }
      throw error;
    }
  };
}
