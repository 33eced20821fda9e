import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadBffSettings } from '../../src/bff/settings.ts';
import { startBff } from '../../src/bff/start-bff.ts';
import { startDemoSite } from '../../src/demo-site.ts';
import { loadPartnerApiSettings } from '../../src/partner-api/settings.ts';
import { startPartnerApi } from '../../src/partner-api/server.ts';

export interface Stack {
  partnerApiUrl: string;
  /** Takes the Partner API down (its data stays). */
  stopPartnerApi(): Promise<void>;
  /** Brings it back on the port it had, with the same database, as a restarted service would. */
  restartPartnerApi(): Promise<void>;
  bffUrl: string;
  demoUrl: string;
  close(): Promise<void>;
}

/**
 * The whole product as `npm start` runs it, in folders of the test's own and
 * on ports each server binds itself (port 0): the demo page first (the BFF's
 * allowed origin), the sandbox Partner API, the BFF wired to it, and last the
 * Partner API's webhook URL pointed at the BFF.
 */
export interface StackHooks {
  /** Sets the sandbox up before the BFF starts and loads its first catalogue. */
  beforeBff?(partnerApiUrl: string): Promise<void>;
  /** The origins that may frame the payment page, as a partner registered them; `npm start`'s by default. */
  frameOrigins?(origins: { demo: string; bff: string }): string[];
  /** The BFF's wait between an order creation's attempts (a minute): shorter, its give-up comes in seconds. */
  orderRetryMs?: number;
}

export async function startStack(env: Record<string, string> = {}, hooks: StackHooks = {}): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), 'road-checkout-e2e-'));
  let bffUrl = '';
  const demo = await startDemoSite({ host: '127.0.0.1', port: 0, bffUrl: () => bffUrl, publicDir: resolve('public') });

  const partnerApiSettings = loadPartnerApiSettings({
    PARTNER_API_PORT: '0',
    PARTNER_API_SANDBOX: 'true',
    PARTNER_API_DATA_DIR: join(dir, 'partner-api'),
    PARTNER_API_PROVIDER_DELAY_MS: '300',
    PARTNER_API_WEBHOOK_RETRY_BASE_MS: '200',
    ...env,
  });
  const standard = partnerApiSettings.partners.find((p) => p.tier === 'standard')!;
  standard.webhookUrl = undefined;
  let partnerApi: { url: string; close(): Promise<void> } | undefined = await startPartnerApi(partnerApiSettings);
  const partnerApiUrl = partnerApi.url;
  await hooks.beforeBff?.(partnerApiUrl);
  const bff = await startBff(loadBffSettings({
    BFF_PORT: '0',
    BFF_UPSTREAM_URL: partnerApiUrl,
    BFF_DATA_DIR: join(dir, 'bff'),
    BFF_ALLOWED_ORIGINS: new URL(demo.url).origin,
    BFF_WIDGET_DIR: resolve('dist/widget'),
    // Every browser of these journeys comes from 127.0.0.1: a file's orders are many shoppers', not one client's.
    BFF_CLIENT_SHARE: '1',
    ...env,
  }), {
    log: { info: () => {}, warn: (m) => console.warn(m), error: (m, e) => console.error(m, e) },
    ...(hooks.orderRetryMs && { retryIntervalMs: hooks.orderRetryMs }),
  });
  bffUrl = bff.url.replace(/\/$/, '');

  standard.webhookUrl = env.PARTNER_API_STANDARD_WEBHOOK_URL ?? `${bffUrl}/webhooks/partner-api`;
  // As `npm start` does: the demo page and /embed (the BFF) may show the payment page inside the widget.
  const origins = { demo: new URL(demo.url).origin, bff: new URL(bffUrl).origin };
  standard.frameOrigins = hooks.frameOrigins?.(origins) ?? [origins.demo, origins.bff];
  const pointed = await fetch(`${partnerApiUrl}/sandbox/partners/standard/webhook-endpoint`, {
    method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ url: standard.webhookUrl }),
  });
  if (!pointed.ok) throw new Error(`webhook endpoint: HTTP ${pointed.status} ${await pointed.text()}`);
  // A restart binds the port the service had (clients know it) and keeps the webhook URL set above.
  partnerApiSettings.port = Number(new URL(partnerApiUrl).port);

  return {
    partnerApiUrl,
    async stopPartnerApi() {
      await partnerApi?.close();
      partnerApi = undefined;
    },
    async restartPartnerApi() {
      partnerApi ??= await startPartnerApi(partnerApiSettings);
    },
    bffUrl,
    demoUrl: demo.url,
    async close() {
      await demo.close();
      await bff.close();
      await partnerApi?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
