import * as z from 'zod/mini';
import { PartnerAccount } from '../../contract/account.ts';
import { ExternalOrder, ExternalOrderCreateInput } from '../../contract/external-order.ts';
import { Paged } from '../../contract/list.ts';
import { Order, OrderCreateInput, OrderModifyInput, OrderStatusResponse } from '../../contract/order.ts';
import { Problem } from '../../contract/problem.ts';
import { Product, ProductsStatus } from '../../contract/product.ts';
import { User, Vehicle } from '../../contract/user.ts';
import { ValidateVehicleRequest, ValidateVehicleResult } from '../../contract/vehicle.ts';
import { WebhookEndpoint, WebhookEndpointInput } from '../../contract/webhook-endpoint.ts';
import {
  ExternalOrderStatusChanged, OrderConfirmationReceived, OrderStatusChanged, PartnerDebtNotice, WebhookTestEvent,
} from '../../contract/webhook.ts';
import { componentSchemas, type Json } from './json-schema.ts';
import { JsonRpcError, McpEndpoint, McpRequest, McpResponse } from './mcp-schemas.ts';

/** Webhook bodies by their `type`, for the discriminator. */
export const WEBHOOK_EVENTS = {
  ORDER_STATUS_CHANGED: 'OrderStatusChangedEvent',
  ORDER_CONFIRMATION_RECEIVED: 'OrderConfirmationReceivedEvent',
  EXTERNAL_ORDER_STATUS_CHANGED: 'ExternalOrderStatusChangedEvent',
  PARTNER_DEBT_NOTICE: 'PartnerDebtNoticeEvent',
  WEBHOOK_TEST: 'WebhookTestEvent',
} as const;

const OUTPUT = {
  Order, OrderStatusResponse, OrderPage: Paged(Order), Product, ProductList: z.array(Product), ProductsStatus,
  ValidateVehicleResult, User, UserPage: Paged(User), Vehicle, VehicleList: z.object({ data: z.array(Vehicle) }),
  ExternalOrder, PartnerAccount, WebhookEndpoint, Problem, McpResponse, McpEndpoint, JsonRpcError,
  [WEBHOOK_EVENTS.ORDER_STATUS_CHANGED]: OrderStatusChanged,
  [WEBHOOK_EVENTS.ORDER_CONFIRMATION_RECEIVED]: OrderConfirmationReceived,
  [WEBHOOK_EVENTS.EXTERNAL_ORDER_STATUS_CHANGED]: ExternalOrderStatusChanged,
  [WEBHOOK_EVENTS.PARTNER_DEBT_NOTICE]: PartnerDebtNotice,
  [WEBHOOK_EVENTS.WEBHOOK_TEST]: WebhookTestEvent,
};

const INPUT = {
  ValidateVehicleRequest, OrderCreateInput, OrderModifyInput, ExternalOrderCreateInput, WebhookEndpointInput,
  McpRequest,
};

/** The modify body: at least one of its fields (the server refuses an empty change with 400). */
function atLeastOneField(schema: Json): Json {
  const fields = Object.keys(schema.properties as Json);
  return { ...schema, minProperties: 1, anyOf: fields.map((field) => ({ required: [field] })) };
}

/** `components.schemas`: what the service answers (output) and what it takes (input), under distinct names. */
export function documentSchemas(): Record<string, Json> {
  const input = componentSchemas(INPUT, 'input');
  input.OrderModifyInput = atLeastOneField(input.OrderModifyInput!);
  return { ...componentSchemas(OUTPUT, 'output'), ...input };
}
