import * as z from 'zod/mini';
import { ProductsStatus } from '../../../contract/product.ts';
import { productsStatus } from '../../catalogue/providers.ts';
import { defineTool } from '../partner-tool.ts';

/** GET /public/products/status as a tool. */
export const getProductsStatusTool = defineTool({
  name: 'get_products_status',
  title: 'National providers and product availability',
  description: 'Whether each country\'s national provider answers, and for each product whether it is sold (available) and whether it can start today (immediate_available, with a reason when not). A provider silent for more than 5 minutes stops vignettes starting today; a later start date still works. Use it to explain why an order waits in PENDING.',
  operationId: 'getProductsStatus',
  input: z.strictObject({}),
  output: ProductsStatus,
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'GET /products/status' },
  run: ({ core }) => productsStatus(core.db, core.clock.now()),
});
