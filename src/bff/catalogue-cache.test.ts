import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductsStatus } from '../contract/product.ts';
import { CatalogueCache } from './catalogue-cache.ts';
import type { CatalogueLoader } from './catalogue-loader.ts';
import { openSqliteStorage } from './storage/sqlite-storage.ts';
import type { BffStorage, SharedCatalogue } from './storage/storage.ts';

const status: ProductsStatus = { checked_at: '2026-11-23T10:00:00Z', providers: [], products: [] };
const opened: Array<{ storage: BffStorage; dir: string }> = [];
afterEach(async () => {
  for (const { storage, dir } of opened.splice(0)) {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function sharedStorage(): BffStorage {
  const dir = mkdtempSync(join(tmpdir(), 'road-checkout-catalogue-'));
  const storage = openSqliteStorage(dir);
  opened.push({ storage, dir });
  return storage;
}

describe('CatalogueCache shared by instances', () => {
  it('loads once when another instance refreshes between its read of the stale copy and its lease', async () => {
    const storage = sharedStorage();
    const clock = { now: 1_000_000 };
    const loads: string[] = [];
    const loader = (holder: string): CatalogueLoader => async () => {
      loads.push(holder);
      return { products: { products: [], fetchedAt: clock.now }, status };
    };
    const cache = (holder: string, shared: SharedCatalogue) => new CatalogueCache({
      load: loader(holder), shared, changes: storage.changes, holder, now: () => clock.now,
    });
    const a = cache('a', storage.catalogue);
    // B's lease is asked for just after A has refreshed and let its own lease go: the worst moment.
    const b = cache('b', {
      ...storage.catalogue,
      lease: async (holder, now, until) => {
        await a.refreshIfDue();
        return storage.catalogue.lease(holder, now, until);
      },
    });

    await b.refreshIfDue();
    expect(loads).toEqual(['a']);
    expect(b.fresh()?.fetchedAt).toBe(1_000_000);
  });
});
