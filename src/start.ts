/**
 * `npm start`: the Partner API (sandbox), the BFF and the demo partner page,
 * wired together on 127.0.0.1 with the embedded defaults.
 */
import { resolve } from 'node:path';
import { loadBffSettings } from './bff/settings.ts';
import { startBff } from './bff/start-bff.ts';
import { startDemoSite } from './demo-site.ts';
import { loadPartnerApiSettings } from './partner-api/settings.ts';
import { startPartnerApi } from './partner-api/server.ts';
import { startBanner } from './start-banner.ts';
import { logLevelOf, startLog } from './start-log.ts';

const env = { ...process.env };
const host = env.DEMO_HOST ?? '127.0.0.1';
const demoPort = Number(env.DEMO_PORT ?? 4020);
if (!Number.isInteger(demoPort) || demoPort < 0 || demoPort > 65535) {
  console.error(`DEMO_PORT must be a port number (0-65535), got "${env.DEMO_PORT}"`);
  process.exit(1);
}

try {
  const log = startLog(logLevelOf(env.LOG_LEVEL));
  const partnerApiSettings = loadPartnerApiSettings(env);
  const bffDefaults = loadBffSettings(env);
  // The parts point at each other unless told otherwise, so changing one port
  // does not silently break the wiring.
  env.BFF_UPSTREAM_URL ??= partnerApiSettings.publicUrl;
  env.BFF_ALLOWED_ORIGINS ??= `http://${host}:${demoPort},http://localhost:${demoPort}`;
  env.PARTNER_API_STANDARD_WEBHOOK_URL ??= `${bffDefaults.publicUrl}/webhooks/partner-api`;
  // The embedded default is the sandbox: its controls, and webhooks to the BFF on this machine.
  env.PARTNER_API_SANDBOX ??= 'true';
  // The widget shows the payment page inside itself on the demo page, and inside /embed (the BFF's origin).
  env.PARTNER_API_STANDARD_FRAME_ORIGINS ??= `${env.BFF_ALLOWED_ORIGINS},${new URL(bffDefaults.publicUrl).origin}`;

  const settings = loadPartnerApiSettings(env);
  const partnerApi = await startPartnerApi(settings);
  const bff = await startBff(loadBffSettings(env), { log });
  const bffUrl = bff.url.replace(/\/$/, '');
  const demo = await startDemoSite({ host, port: demoPort, bffUrl: () => bffUrl, publicDir: resolve('public') });

  console.log(startBanner({
    demoUrl: demo.url, partnerApiUrl: partnerApi.url, bffUrl: bff.url, keys: settings.partners,
  }));

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await demo.close();
    await bff.close();
    await partnerApi.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
