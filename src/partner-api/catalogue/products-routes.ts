import { Hono } from 'hono';
import { ProductFilters } from '../../contract/product.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { queryInput } from '../http/request-input.ts';
import { filterProducts } from './filter-products.ts';
import { productsStatus } from './providers.ts';

export function productsRoutes(core: PartnerApiCore): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', (c) => c.json(filterProducts(queryInput(c, ProductFilters))))
    .get('/status', (c) => c.json(productsStatus(core.db, core.clock.now())));
}
