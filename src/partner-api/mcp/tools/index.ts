import type { PartnerTool } from '../partner-tool.ts';
import { cancelDeferredOrderTool } from './cancel-deferred-order.ts';
import { cancelExternalOrderTool } from './cancel-external-order.ts';
import { cancelPendingOrderTool } from './cancel-pending-order.ts';
import { createExternalOrderTool } from './create-external-order.ts';
import { createOrderTool } from './create-order.ts';
import { getAccountTool } from './get-account.ts';
import { getExternalOrderTool } from './get-external-order.ts';
import { getOrderStatusTool } from './get-order-status.ts';
import { getOrderTool } from './get-order.ts';
import { getProductsStatusTool } from './get-products-status.ts';
import { getProductsTool } from './get-products.ts';
import { getUserOrdersTool } from './get-user-orders.ts';
import { getUserVehiclesTool } from './get-user-vehicles.ts';
import { getUsersTool } from './get-users.ts';
import { getWebhookEndpointTool } from './get-webhook-endpoint.ts';
import { listOrdersTool } from './list-orders.ts';
import { modifyOrderTool } from './modify-order.ts';
import { searchDocsTool } from './search-docs.ts';
import { setWebhookEndpointTool } from './set-webhook-endpoint.ts';
import { validateVehicleTool } from './validate-vehicle.ts';

/** Every tool: one per partner capability of the REST API, in the order a purchase meets them, and the docs. */
export const TOOLS: readonly PartnerTool[] = [
  getProductsTool, getProductsStatusTool, validateVehicleTool,
  createOrderTool, getOrderTool, getOrderStatusTool, listOrdersTool, modifyOrderTool,
  cancelDeferredOrderTool, cancelPendingOrderTool,
  createExternalOrderTool, getExternalOrderTool, cancelExternalOrderTool,
  getUsersTool, getUserOrdersTool, getUserVehiclesTool,
  getAccountTool, getWebhookEndpointTool, setWebhookEndpointTool,
  searchDocsTool,
];
