import type { Operation } from '../operation.ts';
import { ACCOUNT_OPERATIONS } from './account.ts';
import { CATALOGUE_OPERATIONS } from './catalogue.ts';
import { EXTERNAL_ORDER_OPERATIONS } from './external-orders.ts';
import { MCP_OPERATIONS } from './mcp.ts';
import { ORDER_OPERATIONS } from './orders.ts';
import { USER_OPERATIONS } from './users.ts';

/** Every operation of the document: section 4 of the spec as this service implements it, and its additions. */
export const OPERATIONS: readonly Operation[] = [
  ...CATALOGUE_OPERATIONS, ...ORDER_OPERATIONS, ...USER_OPERATIONS, ...EXTERNAL_ORDER_OPERATIONS,
  ...ACCOUNT_OPERATIONS, ...MCP_OPERATIONS,
];

export const operationById = (id: string): Operation => {
  const op = OPERATIONS.find((o) => o.operationId === id);
  if (!op) throw new Error(`No operation ${id}`);
  return op;
};
