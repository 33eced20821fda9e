import type { ExternalOrder } from '../../contract/external-order.ts';
import type { BasketFacts, StoredBasket } from './storage.ts';

/** A baskets row as either engine returns it. */
export interface BasketRow {
  external_order_json: string;
  facts_json: string;
  token_hash: string;
  updated_at: number;
}

export const BASKET_COLUMNS = 'external_order_json, facts_json, token_hash, updated_at';

export function basketFromRow(row: BasketRow): StoredBasket {
  // Only external orders validated against the contract are ever written, so the JSON is trusted here.
  return {
    externalOrder: JSON.parse(row.external_order_json) as ExternalOrder,
    facts: JSON.parse(row.facts_json) as BasketFacts,
    tokenHash: row.token_hash,
    updatedAt: row.updated_at,
  };
}
