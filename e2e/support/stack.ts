import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadBffSettings } from '../../src/bff/settings.ts';
import { startBff } from '../../src/bff/server.ts';
import { startDemoSite } from '../../src/demo-site.ts';
import { loadPartnerApiSettings } from '../../src/partner-api/settings.ts';
import { startPartnerApi } from '../../src/partner-api/server.ts';
import { freePort } from './free-port.ts';

export interface Stack {
  partnerApiUrl: string;
  /** Takes the Partner API down (same port and data stay reserved). */
  stopPartnerApi(): Promise<void>;
  /** Brings it back on the same port with the same database. */
  restartPartnerApi(): Promise<void>;
  bffUrl: string;
  demoUrl: string;
  close(): Promise<void>;
}

/**
 * The whole product as `npm start` runs it, on ports and in folders of the
 * test's own: the sandbox Partner API, the BFF wired to it, the demo page.
 */
export interface StackHooks {
  /** Sets the sandbox up before the BFF starts and loads its first catalogue. */
  beforeBff?(partnerApiUrl: string): Promise<void>;
}

export async function startStack(env: Record<string, string> = {}, hooks: StackHooks = {}): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), 'road-checkout-e2e-'));
  const [partnerPort, bffPort, demoPort] = [await freePort(), await freePort(), await freePort()];
  const bffBase = `http://127.0.0.1:${bffPort}`;
  const partnerBase = `http://127.0.0.1:${partnerPort}`;

  const partnerApiSettings = loadPartnerApiSettings({
    PARTNER_API_PORT: String(partnerPort),
    PARTNER_API_DATA_DIR: join(dir, 'partner-api'),
    PARTNER_API_PROVIDER_DELAY_MS: '300',
    PARTNER_API_WEBHOOK_RETRY_BASE_MS: '200',
    PARTNER_API_STANDARD_WEBHOOK_URL: `${bffBase}/webhooks/partner-api`,
    ...env,
  });
  let partnerApi: { close(): Promise<void> } | undefined = await startPartnerApi(partnerApiSettings);
  await hooks.beforeBff?.(partnerBase);
  const bff = await startBff(loadBffSettings({
    BFF_PORT: String(bffPort),
    BFF_UPSTREAM_URL: partnerBase,
    BFF_DATA_DIR: join(dir, 'bff'),
    BFF_ALLOWED_ORIGINS: `http://127.0.0.1:${demoPort}`,
    BFF_WIDGET_DIR: resolve('dist/widget'),
    ...env,
  }), { log: { info: () => {}, warn: (m) => console.warn(m), error: (m, e) => console.error(m, e) } });
  const demo = await startDemoSite({ host: '127.0.0.1', port: demoPort, bffUrl: bffBase, publicDir: resolve('public') });

  return {
    partnerApiUrl: partnerBase,
    async stopPartnerApi() {
      await partnerApi?.close();
      partnerApi = undefined;
    },
    async restartPartnerApi() {
      partnerApi ??= await startPartnerApi(partnerApiSettings);
    },
    bffUrl: bffBase,
    demoUrl: demo.url,
    async close() {
      await demo.close();
      await bff.close();
      await partnerApi?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
