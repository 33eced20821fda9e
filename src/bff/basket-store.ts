import type { ExternalOrder } from '../contract/external-order.ts';
import type { BasketFacts, BasketRecords, StoredBasket } from './storage/storage.ts';

export type { BasketFacts, StoredBasket };

/** The baskets this BFF created, on the BFF's clock. */
export class BasketStore {
  readonly #records: BasketRecords;
  readonly #now: () => number;

  constructor(records: BasketRecords, now: () => number = Date.now) {
    this.#records = records;
    this.#now = now;
  }

  saveCreated(externalOrder: ExternalOrder, facts: BasketFacts, tokenHash: string): Promise<void> {
    return this.#records.saveCreated(externalOrder, facts, tokenHash, this.#now());
  }

  get(id: string): Promise<StoredBasket | undefined> {
    return this.#records.get(id);
  }

  /** Keeps news of a held basket that left OPEN; false for an older or repeated status, or a basket not ours. */
  saveIfForward(externalOrder: ExternalOrder): Promise<boolean> {
    return this.#records.saveIfForward(externalOrder, this.#now());
  }
}
