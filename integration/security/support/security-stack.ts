import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBff } from '../../../src/bff/start-bff.ts';
import type { RunningBff } from '../../../src/bff/start-bff.ts';
import { loadBffSettings } from '../../../src/bff/settings.ts';
import { loadPartnerApiSettings } from '../../../src/partner-api/settings.ts';
import { startPartnerApi } from '../../../src/partner-api/server.ts';

export const ORIGIN = 'http://shop.test';
export const STANDARD_KEY = 'sk_test_standard_sandbox';
export const OPS_TOKEN = 'ops-token-for-the-security-tests-0123456789';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * What an attacker (or a shopper) does to a BFF: every request names its
 * client in X-Forwarded-For, which the BFF believes because it is started
 * behind one trusted proxy (BFF_TRUSTED_PROXIES=1), as behind a load balancer.
 */
export function shopperOf(bffUrl: string) {
  const post = (path: string, client: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${bffUrl}${path}`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'X-Forwarded-For': client, ...headers },
      body: JSON.stringify(body),
    });
  return {
    checkPlate: (client: string, plate: string) => post('/api/validate-vehicle', client, { plate, country: 'AT' }),
    /** An Austrian 10-day vignette from today for `plate`. */
    order: (client: string, plate: string, key: string) => post('/api/orders', client, {
      product: 'vignette-at-10-days', vehicle_type: 'car', plate, vehicle_country: 'AT',
      start_date: new Date().toISOString().slice(0, 10), email: 'anna@example.com',
    }, { 'Idempotency-Key': key }),
    metrics: async () => {
      const res = await fetch(`${bffUrl}/metrics`, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
      if (!res.ok) throw new Error(`/metrics: HTTP ${res.status}`);
      return res.text();
    },
  };
}

/**
 * The sandbox Partner API on 127.0.0.1 port 0 with its own SQLite file
 * (no webhooks: the tests read what they need), and a way to start BFFs on
 * it, each on port 0, over SQLite in the stack's folder or a PostgreSQL URL.
 */
export async function startSecurityStack() {
  const dir = mkdtempSync(join(tmpdir(), 'road-checkout-security-'));
  const partnerApiSettings = loadPartnerApiSettings({
    PARTNER_API_PORT: '0',
    PARTNER_API_DATA_DIR: join(dir, 'partner-api'),
    PARTNER_API_PROVIDER_DELAY_MS: '30',
  });
  for (const partner of partnerApiSettings.partners) partner.webhookUrl = undefined;
  const partnerApi = await startPartnerApi(partnerApiSettings);
  const bffs: RunningBff[] = [];
  let started = 0;

  return {
    dir,
    partnerApiUrl: partnerApi.url,
    /** A BFF on this Partner API, behind one trusted proxy, with the ops token set unless `env` says otherwise. */
    async startBff(env: Record<string, string> = {}): Promise<RunningBff & { dataDir: string }> {
      const settings = loadBffSettings({
        BFF_PORT: '0',
        BFF_UPSTREAM_URL: partnerApi.url,
        BFF_DATA_DIR: join(dir, `bff-${started++}`),
        BFF_WIDGET_DIR: join(dir, 'no-widget'),
        BFF_ALLOWED_ORIGINS: ORIGIN,
        BFF_TRUSTED_PROXIES: '1',
        BFF_OPS_TOKEN: OPS_TOKEN,
        ...env,
      });
      const bff = await startBff(settings, { log: quiet });
      bffs.push(bff);
      return {
        url: bff.url,
        dataDir: settings.dataDir,
        // Closed once, by the test or at the end.
        close: async () => {
          if (bffs.includes(bff)) bffs.splice(bffs.indexOf(bff), 1);
          await bff.close();
        },
      };
    },
    /** The Partner API as the partner's own server would call it, with the Standard key. */
    upstream: (path: string, init: RequestInit = {}) => fetch(`${partnerApi.url}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${STANDARD_KEY}`, 'Content-Type': 'application/json', ...init.headers },
    }),
    async close() {
      for (const bff of bffs.splice(0)) await bff.close();
      await partnerApi.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type SecurityStack = Awaited<ReturnType<typeof startSecurityStack>>;
