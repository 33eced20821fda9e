import * as z from 'zod/mini';
import { Country, ProductType, VehicleType } from '../../../contract/primitives.ts';
import { Product } from '../../../contract/product.ts';
import { filterProducts } from '../../catalogue/filter-products.ts';
import { defineTool } from '../partner-tool.ts';

/** GET /public/products as a tool; `{products}` because structured content must be an object. */
export const getProductsTool = defineTool({
  name: 'get_products',
  title: 'List products',
  description: 'List the road products on sale, optionally filtered by the country they are used in, their type and the vehicle type. Each product has its slug (pass it to create_order), period, validity, prices per vehicle type in integer minor units (EUR cents), vin_required and required_user_fields. The catalogue changes rarely: keep the answer rather than asking again.',
  operationId: 'listProducts',
  input: z.strictObject({
    country: z.optional(Country), type: z.optional(ProductType), vehicle_type: z.optional(VehicleType),
  }),
  output: z.object({ products: z.array(Product) }),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  limit: { route: 'GET /products' },
  run: (_ctx, filters) => ({ products: filterProducts(filters) }),
});
