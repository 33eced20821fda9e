import { Hono } from 'hono';
import { ProductFilters } from '../../contract/product.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { queryInput } from '../http/request-input.ts';
import { CATALOGUE } from './catalogue.ts';
import { productsStatus } from './providers.ts';

export function productsRoutes(core: PartnerApiCore): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', (c) => {
      const filters = queryInput(c, ProductFilters);
      const products = CATALOGUE.filter((p) => (filters.country === undefined || p.country === filters.country)
        && (filters.type === undefined || p.type === filters.type)
        && (filters.vehicle_type === undefined || p.prices.some((price) => price.vehicle_type === filters.vehicle_type)));
      return c.json(products);
    })
    .get('/status', (c) => c.json(productsStatus(core.db, core.clock.now())));
}
