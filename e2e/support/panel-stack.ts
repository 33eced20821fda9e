import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { loadPartnerApiSettings } from '../../src/partner-api/settings.ts';
import { startPartnerApi } from '../../src/partner-api/server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../src/partner-api/test-support/webhook-receiver.ts';
import { launchChromium } from './browser.ts';

export const PANEL_KEYS = { standard: 'sk_test_standard_sandbox', premium: 'sk_test_premium_sandbox' } as const;

export interface PanelStack {
  url: string;
  /** A partner's webhook receiver on 127.0.0.1, for the panel to point at. */
  receiver: WebhookReceiver;
  /** A call to the Partner API as a partner's own server would make it (the Standard partner's unless `key`). */
  publicCall(path: string, json?: unknown, key?: string): Promise<Response>;
  sandbox(path: string, json?: unknown): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The Partner API alone (it serves the panel), on 127.0.0.1 port 0, with its own data dir. `env` adds settings,
 * e.g. `PARTNER_API_ALLOW_LOCAL_WEBHOOKS: 'false'` to see the refusal a real service gives an internal address.
 */
export async function startPanelStack(env: Record<string, string> = {}): Promise<PanelStack> {
  const dir = mkdtempSync(join(tmpdir(), 'road-checkout-panel-e2e-'));
  const receiver = await startWebhookReceiver();
  const api = await startPartnerApi(loadPartnerApiSettings({
    PARTNER_API_PORT: '0',
    PARTNER_API_SANDBOX: 'true',
    PARTNER_API_DATA_DIR: dir,
    PARTNER_API_PANEL_DIR: resolve('dist/panel'),
    PARTNER_API_PROVIDER_DELAY_MS: '300',
    PARTNER_API_WEBHOOK_RETRY_BASE_MS: '200',
    PARTNER_API_STANDARD_WEBHOOK_URL: `${receiver.url}/before`,
    ...env,
  }));
  const post = (path: string, headers: Record<string, string>, json?: unknown) => fetch(new URL(path, api.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(json ?? {}),
  });
  return {
    url: api.url,
    receiver,
    publicCall: (path, json, key = PANEL_KEYS.standard) => post(path, { Authorization: `Bearer ${key}` }, json),
    sandbox: (path, json) => post(path, {}, json),
    async close() {
      await api.close();
      await receiver.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The panel's stack and a Chromium for one test file: started before its tests, closed after them. */
export function usePanelStack(): { stack: PanelStack; browser: Browser } {
  const held = {} as { stack: PanelStack; browser: Browser };
  beforeAll(async () => {
    held.stack = await startPanelStack();
    held.browser = await launchChromium();
  });
  afterAll(async () => {
    await held.browser?.close();
    await held.stack?.close();
  });
  return held;
}
