import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ProblemError } from '../../server-kit/problem-error.ts';
import type { PartnerTier } from '../queue/tier-budgets.ts';
import { openSqliteStorage } from '../storage/sqlite-storage.ts';
import type { BffStorage } from '../storage/storage.ts';
import { ClientShares } from './client-shares.ts';

const opened: Array<{ storage: BffStorage; dir: string }> = [];
afterEach(async () => {
  for (const { storage, dir } of opened.splice(0)) {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function sharesOn(tier: PartnerTier, share: number, now: () => number): ClientShares {
  const dir = mkdtempSync(join(tmpdir(), 'road-checkout-shares-'));
  const storage = openSqliteStorage(dir);
  opened.push({ storage, dir });
  return new ClientShares(tier, share, storage.quota, now);
}

/** The answer of a spend: 'ok', or the refusal's code and Retry-After. */
async function attempt(shares: ClientShares, client: string): Promise<string> {
  try {
    await shares.spend(client, 'POST /orders');
    return 'ok';
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    return `${error.problem.status} ${error.problem.code} ${error.headers['Retry-After']}`;
  }
}

describe('ClientShares', () => {
  it("gives one client a fifth of each shared budget of spec 8's tiers by default, rounded down, at least 1", () => {
    const now = () => 0;
    const limits = (tier: PartnerTier, share: number) => {
      const shares = sharesOn(tier, share, now);
      return [shares.limit('POST /orders'), shares.limit('POST /validate-vehicle')];
    };
    expect(limits('standard', 0.2)).toEqual([2, 10]);
    expect(limits('premium', 0.2)).toEqual([10, 40]);
    expect(limits('enterprise', 0.2)).toEqual([40, 100]);
    expect(limits('premium', 0.29)).toEqual([14, 58]);
    expect(limits('standard', 0.01)).toEqual([1, 1]);
    expect(limits('standard', 1)).toEqual([10, 50]);
  });

  it('refuses a client past its share with 429 client_share_exceeded until its oldest call is 61 s old', async () => {
    let now = 1_000_000;
    const shares = sharesOn('standard', 0.2, () => now);
    expect(await attempt(shares, 'a')).toBe('ok');
    now += 10_000;
    expect(await attempt(shares, 'a')).toBe('ok');
    now += 5_000;
    // The first call was spent at 1,000,000: it leaves the window at 1,061,000, 46 s from now.
    expect(await attempt(shares, 'a')).toBe('429 client_share_exceeded 46');
    expect(await attempt(shares, 'b')).toBe('ok');
    now = 1_061_000;
    expect(await attempt(shares, 'a')).toBe('ok');
    expect(await attempt(shares, 'a')).toBe('429 client_share_exceeded 10');
  });

  it('counts nothing with a share of 1, so one client may also queue orders past the tier\'s minute', async () => {
    const shares = sharesOn('standard', 1, () => 0);
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await attempt(shares, 'a'));
    expect(answers).toEqual(Array(30).fill('ok'));
  });

  it('takes back a call given back, as when the upstream was not asked after all', async () => {
    const now = 0;
    const shares = sharesOn('standard', 0.2, () => now);
    const first = await shares.spend('a', 'POST /orders');
    await shares.spend('a', 'POST /orders');
    await first.giveBack();
    expect(await attempt(shares, 'a')).toBe('ok');
    expect(await attempt(shares, 'a')).toBe('429 client_share_exceeded 61');
  });
});
