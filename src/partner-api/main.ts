import { startPartnerApi } from './server.ts';
import { loadPartnerApiSettings, type PartnerApiSettings } from './settings.ts';

/** `--sandbox` (`npm run partner-api`): the sandbox unless PARTNER_API_SANDBOX says otherwise. */
const env = process.argv.includes('--sandbox') ? { PARTNER_API_SANDBOX: 'true', ...process.env } : process.env;

let settings: PartnerApiSettings;
try {
  settings = loadPartnerApiSettings(env);
} catch (err) {
  console.error(`Partner API: bad setting: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

const api = await startPartnerApi(settings).catch((err: unknown) => {
  console.error(`Partner API: could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`Partner API: ${signal}, stopping`);
  api.close().then(() => process.exit(0), (err: unknown) => {
    console.error('Partner API: could not stop cleanly:', err);
    process.exit(1);
  });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

// Printed only once the signals are handled: whoever reads the URL may stop us at once.
console.log(`Partner API listening on ${api.url}${settings.sandbox ? ' (sandbox: controls under /sandbox)' : ''}`);
console.log(`Partner panel: ${api.url}/panel`);
console.log('Sandbox API keys (Authorization: Bearer <key>):');
for (const partner of settings.partners) {
  console.log(`  ${partner.tier.padEnd(10)} ${partner.apiKey}  webhooks: ${partner.webhookUrl ?? 'none'}`);
}
