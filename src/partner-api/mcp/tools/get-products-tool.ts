import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/mini';
import { Product, ProductFilters } from '../../../contract/product.ts';
import { filterProducts } from '../../catalogue/filter-products.ts';
import { spendRouteLimit } from '../spend-route-limit.ts';
import type { ToolContext } from '../tool-context.ts';
import { runTool, toolResult } from '../tool-result.ts';

/**
 * GET /public/products as a tool. Wrapped in `{products}`: structured tool content must be an object, where
 * REST answers a bare array.
 */
export function registerGetProductsTool(server: McpServer, ctx: ToolContext): void {
  server.registerTool('get_products', {
    title: 'List products',
    description: [
      'List the road products on sale, optionally filtered by country (AT, CH, CZ, SK, HU, SI, RO, BG, MD), type (vignette, tunnel, bridge, train, ferry) and vehicle_type (car, van, moto).',
      'Each product has its slug (pass it to create_order), period, prices per vehicle type in integer minor units (EUR cents), vin_required and required_user_fields.',
      'The catalogue changes rarely: keep the answer and call at most once every 5 minutes (limit: 5 calls a minute on the Standard tier, shared with GET /public/products).',
    ].join(' '),
    inputSchema: ProductFilters,
    outputSchema: z.object({ products: z.array(Product) }),
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, (filters) => runTool('get_products', () => {
    spendRouteLimit(ctx, 'GET /products');
    return toolResult({ products: filterProducts(filters) });
  }));
}
