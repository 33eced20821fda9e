import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../storage/sqlite-storage.ts';
import type { BffStorage } from '../storage/storage.ts';
import { QuotaGuard } from './quota-guard.ts';
import type { PartnerTier } from './tier-budgets.ts';

const opened: Array<{ storage: BffStorage; dir: string }> = [];
afterEach(async () => {
  for (const { storage, dir } of opened.splice(0)) {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function guardOn(tier: PartnerTier, now: () => number): QuotaGuard {
  const dir = mkdtempSync(join(tmpdir(), 'road-checkout-quota-'));
  const storage = openSqliteStorage(dir);
  opened.push({ storage, dir });
  return new QuotaGuard(tier, storage.quota, now);
}

describe('QuotaGuard', () => {
  it('spends the Standard tier\'s 10 order creations a minute (spec 8), then waits until the oldest is 61 s old', async () => {
    let now = 1_000_000;
    const guard = guardOn('standard', () => now);
    const taken: boolean[] = [];
    for (let call = 0; call < 11; call++) {
      now += 1_000;
      taken.push(await guard.take('POST /orders'));
    }
    expect(taken).toEqual([...Array(10).fill(true), false]);
    // The first was spent at 1,001,000: its place frees at 1,062,000.
    expect(await guard.waitMs('POST /orders')).toBe(1_062_000 - now);
    now = 1_062_000;
    expect(await guard.take('POST /orders')).toBe(true);
  });

  it('never lets more than the limit into any fixed minute of the upstream, wherever its minutes start', async () => {
    let now = 0;
    const guard = guardOn('standard', () => now);
    const sent: number[] = [];
    for (now = 0; now < 600_000; now += 250) if (await guard.take('GET /products')) sent.push(now);
    for (let offset = 0; offset < 60_000; offset += 500) {
      for (let start = offset; start < 600_000; start += 60_000) {
        expect(sent.filter((at) => at >= start && at < start + 60_000).length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('counts GET /orders/{id} for each order on its own, 5 a minute on Standard and Premium, 10 on Enterprise', async () => {
    const now = 0;
    const standard = guardOn('standard', () => now);
    const sameOrder: boolean[] = [];
    for (let call = 0; call < 6; call++) sameOrder.push(await standard.take('GET /orders/{id}', 'ord_1'));
    expect(sameOrder).toEqual([true, true, true, true, true, false]);
    expect(await standard.take('GET /orders/{id}', 'ord_2')).toBe(true);
    const enterprise = guardOn('enterprise', () => now);
    let taken = 0;
    for (let call = 0; call < 11; call++) if (await enterprise.take('GET /orders/{id}', 'ord_1')) taken++;
    expect(taken).toBe(10);
  });
});
