import type * as z from 'zod/mini';
import type { Product, ProductFilters } from '../../contract/product.ts';
import { CATALOGUE } from './catalogue.ts';

/** GET /public/products and the get_products tool: the products matching every filter given. */
export function filterProducts(filters: z.infer<typeof ProductFilters>): Product[] {
  return CATALOGUE.filter((p) => (filters.country === undefined || p.country === filters.country)
    && (filters.type === undefined || p.type === filters.type)
    && (filters.vehicle_type === undefined || p.prices.some((price) => price.vehicle_type === filters.vehicle_type)));
}
