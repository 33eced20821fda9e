import { createHash } from 'node:crypto';
import { preparedOnce, type Db } from '../db/open-database.ts';
import type { DemoPartnerSettings, PartnerTier } from '../settings.ts';

export interface Partner {
  id: string;
  tier: PartnerTier;
  webhookUrl: string | null;
  webhookSecret: string;
}

/** The stable id of a tier's demo partner. */
export const demoPartnerId = (tier: PartnerTier) => `partner_${tier}`;

/** Keys are stored as hashes: a copied database file does not give API access. */
export const hashKey = (apiKey: string) => createHash('sha256').update(apiKey).digest('hex');

/**
 * One demo partner per tier, with a stable id, so a changed key or URL in the settings takes over the same partner.
 * A webhook URL or secret the partner changed at run time (the panel) survives a restart with the same settings:
 * the settings win only when they differ from what they seeded last.
 */
export function seedDemoPartners(db: Db, partners: readonly DemoPartnerSettings[]): void {
  const upsert = db.prepare(`
    INSERT INTO partners (id, tier, api_key_hash, webhook_url, webhook_secret, seeded_webhook_url, seeded_webhook_secret)
    VALUES (@id, @tier, @hash, @url, @secret, @url, @secret)
    ON CONFLICT (id) DO UPDATE SET tier = excluded.tier, api_key_hash = excluded.api_key_hash,
      webhook_url = CASE WHEN seeded_webhook_url IS excluded.webhook_url THEN webhook_url ELSE excluded.webhook_url END,
      webhook_secret = CASE WHEN seeded_webhook_secret IS excluded.webhook_secret THEN webhook_secret
        ELSE excluded.webhook_secret END,
      seeded_webhook_url = excluded.webhook_url, seeded_webhook_secret = excluded.webhook_secret`);
  db.transaction(() => {
    for (const p of partners) {
      upsert.run({
        id: demoPartnerId(p.tier), tier: p.tier, hash: hashKey(p.apiKey),
        url: p.webhookUrl ?? null, secret: p.webhookSecret,
      });
    }
  })();
}

interface PartnerRow { id: string; tier: PartnerTier; webhook_url: string | null; webhook_secret: string }

const toPartner = (row: PartnerRow): Partner => ({
  id: row.id,
  tier: row.tier,
  webhookUrl: row.webhook_url,
  webhookSecret: row.webhook_secret,
});

export function findPartnerByKey(db: Db, apiKey: string): Partner | undefined {
  const row = preparedOnce(db, 'SELECT * FROM partners WHERE api_key_hash = ?').get(hashKey(apiKey)) as PartnerRow | undefined;
  return row && toPartner(row);
}

export function getPartner(db: Db, id: string): Partner | undefined {
  const row = db.prepare('SELECT * FROM partners WHERE id = ?').get(id) as PartnerRow | undefined;
  return row && toPartner(row);
}

/** The seeded demo partner of a tier (ids are stable per tier, see seedDemoPartners). */
export function demoPartnerOf(db: Db, tier: PartnerTier): Partner | undefined {
  return getPartner(db, demoPartnerId(tier));
}
