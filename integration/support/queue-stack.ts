import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStorage } from '../../src/bff/storage/sqlite-storage.ts';
import { createBff } from '../../src/bff/server.ts';
import { loadBffSettings } from '../../src/bff/settings.ts';
import { loadPartnerApiSettings } from '../../src/partner-api/settings.ts';
import { startPartnerApi } from '../../src/partner-api/server.ts';
import { untilNextTenUtc } from './mid-morning.ts';

export const STANDARD_KEY = 'sk_test_standard_sandbox';
const ORIGIN = 'http://shop.test';
const OPS_TOKEN = 'ops-token-of-the-queue-tests-0123456789abcdef';

/**
 * The sandbox Partner API on a real port, and a BFF app over a real SQLite
 * file that reaches it over HTTP, sharing one moved clock: the sandbox clock
 * moves through its /sandbox control, the BFF's is the same offset on the
 * real time, so both see each minute pass together.
 */
export async function startQueueStack(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'road-checkout-queue-'));
  const partnerApiSettings = loadPartnerApiSettings({
    PARTNER_API_PORT: '0',
    PARTNER_API_SANDBOX: 'true',
    PARTNER_API_DATA_DIR: join(dir, 'partner-api'),
    PARTNER_API_PROVIDER_DELAY_MS: '30',
  });
  // No webhooks at all: the BFF learns every status by itself (the harshest "webhooks dropped").
  for (const partner of partnerApiSettings.partners) partner.webhookUrl = undefined;
  const partnerApi = await startPartnerApi(partnerApiSettings);
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  const settings = loadBffSettings({
    BFF_PORT: '0',
    BFF_UPSTREAM_URL: partnerApi.url,
    BFF_DATA_DIR: join(dir, 'bff'),
    BFF_ALLOWED_ORIGINS: ORIGIN,
    // Shoppers of a campaign come from many addresses; these tests send them all from one.
    BFF_CLIENT_ORDERS_PER_MINUTE: '100000',
    BFF_CLIENT_UNPAID_ORDERS: '100000',
    BFF_CLIENT_SHARE: '1',
    BFF_OPS_TOKEN: OPS_TOKEN,
    ...env,
  });
  const storage = openSqliteStorage(settings.dataDir, now);
  /** The delays after which the BFF asked to run its due work again (startBff would set a timer for each). */
  const wakes: number[] = [];
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const bff = createBff(settings, { storage, now, log: quiet, wakeAfter: (ms) => wakes.push(ms) });

  const upstream = (path: string, init: RequestInit = {}) => fetch(`${partnerApi.url}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${STANDARD_KEY}`, 'Content-Type': 'application/json', ...init.headers },
  });

  const stack = {
    partnerApiUrl: partnerApi.url,
    app: () => bff.app,
    runDue: () => bff.runDue(),
    wakes,
    /** The Partner API's due jobs (the national provider's confirmations among them) and webhooks, now. */
    partnerRunDue: () => partnerApi.runDue(),
    now,
    /** Moves both clocks on together. */
    async advance(ms: number) {
      const res = await fetch(`${partnerApi.url}/sandbox/clock/advance`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seconds: ms / 1000 }),
      });
      if (!res.ok) throw new Error(`clock advance: HTTP ${res.status} ${await res.text()}`);
      offsetMs += ms;
    },
    upstream,
    async sandbox(path: string, body?: unknown) {
      const res = await fetch(`${partnerApi.url}/sandbox${path}`, {
        method: body === undefined ? 'DELETE' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!res.ok) throw new Error(`sandbox ${path}: HTTP ${res.status} ${await res.text()}`);
    },
    /** An Austrian 10-day vignette from today (spec 3: ACTIVE only once its start date has come). */
    order(plate: string, key: string) {
      const today = new Date(now()).toISOString().slice(0, 10);
      return bff.app.request('/api/orders', {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({
          product: 'vignette-at-10-days', vehicle_type: 'car', plate, vehicle_country: 'AT',
          start_date: today, email: 'anna@example.com',
        }),
      });
    },
    metrics: async () => (await bff.app.request('/metrics', { headers: { Authorization: `Bearer ${OPS_TOKEN}` } })).text(),
    async close() {
      await bff.stop();
      await storage.close();
      await partnerApi.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await stack.advance(untilNextTenUtc(Date.now()));
  return stack;
}

export type QueueStack = Awaited<ReturnType<typeof startQueueStack>>;
