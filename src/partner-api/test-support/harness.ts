import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OrderCreateInput } from '../../contract/order.ts';
import { createPartnerApiApp } from '../app.ts';
import type { RateCounter } from '../rate-limit/fixed-window.ts';
import { openPartnerApiService, type PartnerApiService } from '../service.ts';
import { loadPartnerApiSettings, type PartnerApiSettings } from '../settings.ts';
import { isoDateOf } from '../support/dates.ts';

export const KEYS = { standard: 'sk_test_standard_sandbox', premium: 'sk_test_premium_sandbox', enterprise: 'sk_test_enterprise_sandbox' } as const;

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'partner-api-test-'));

/**
 * Fast settings of the sandbox on a fresh temp dir; no partner has a webhook URL unless `webhookUrl` is given
 * (Standard).
 */
export function testSettings(
  options: { dataDir?: string; webhookUrl?: string; env?: Record<string, string> } = {},
): PartnerApiSettings {
  const settings = loadPartnerApiSettings({
    PARTNER_API_PORT: '0',
    PARTNER_API_DATA_DIR: options.dataDir ?? tempDataDir(),
    PARTNER_API_PROVIDER_DELAY_MS: '30',
    PARTNER_API_WEBHOOK_RETRY_BASE_MS: '50',
    PARTNER_API_SANDBOX: 'true',
    ...options.env,
  });
  for (const partner of settings.partners) partner.webhookUrl = undefined;
  if (options.webhookUrl) settings.partners[0]!.webhookUrl = options.webhookUrl;
  return settings;
}

export interface TestApi {
  service: PartnerApiService;
  /** `app.request` with the Standard partner's key unless `key` is given (null: no Authorization). */
  call(pathAndQuery: string, init?: RequestInit & { key?: string | null; json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** Counts nothing: every call is within its limit, with the RateLimit headers of a fresh window. */
const unlimited: RateCounter = { hit: (_key, limit) => ({ allowed: true, limit, remaining: limit, resetSeconds: 60 }) };

/**
 * The app over a real SQLite file, driven with `app.request`. No workers:
 * tests run what is due with `service.runDue()` after moving the sandbox
 * clock. Section 8 limits only with `rateLimits: true`: tests that poll an
 * order or fuzz a route would otherwise test the limiter instead of their
 * rule (servers from `startPartnerApi` always enforce them).
 */
export function openTestApi(
  options: { settings?: PartnerApiSettings; rateLimits?: boolean } = {},
): TestApi {
  const service = openPartnerApiService(options.settings ?? testSettings(), 'http://partner-api.test');
  if (!options.rateLimits) service.rateLimits = unlimited;
  const app = createPartnerApiApp(service);
  return {
    service,
    call(pathAndQuery, init = {}) {
      const { key = KEYS.standard, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (key !== null) headers.set('Authorization', `Bearer ${key}`);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      return Promise.resolve(
        app.request(pathAndQuery, { ...rest, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) }),
      );
    },
    close: () => service.close(),
  };
}

export const today = (service: PartnerApiService, plusDays = 0) =>
  isoDateOf(service.clock.now() + plusDays * 86_400_000);

/** A valid order for the Austrian 10-day vignette; override any part. */
export function orderInput(
  overrides: { [K in keyof OrderCreateInput]?: unknown } = {},
  item: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    order_has_been_paid: true,
    user: { email: 'shopper@example.com' },
    products: [{ product: 'vignette-at-10-days', vehicle: { plate: 'W 12345 A', country: 'AT', type: 'car' }, ...item }],
    ...overrides,
  };
}
