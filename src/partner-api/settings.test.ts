import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPartnerApiSettings, PARTNER_API_SETTINGS_DOC } from './settings.ts';

describe('loadPartnerApiSettings', () => {
  it('has the documented defaults', () => {
    const s = loadPartnerApiSettings({});
    expect(s).toMatchObject({ host: '127.0.0.1', port: 4010, publicUrl: 'http://127.0.0.1:4010', dataDir: 'data/partner-api', providerDelayMs: 1500, webhookRetryBaseMs: 1000 });
    expect(s.partners).toEqual([
      { tier: 'standard', apiKey: 'sk_test_standard_sandbox', webhookUrl: 'http://127.0.0.1:4000/webhooks/partner-api', webhookSecret: 'whsec_cm9hZC1jaGVja291dC1zYW5kYm94LXdlYmhvb2sta2V5', frameOrigins: [] },
      { tier: 'premium', apiKey: 'sk_test_premium_sandbox', webhookUrl: undefined, webhookSecret: 'whsec_cm9hZC1jaGVja291dC1wcmVtaXVtLXdlYmhvb2sta2V5', frameOrigins: [] },
      { tier: 'enterprise', apiKey: 'sk_test_enterprise_sandbox', webhookUrl: undefined, webhookSecret: 'whsec_cm9hZC1jaGVja291dC1lbnRlcnByaXNlLXdlYmhvb2sta2V5', frameOrigins: [] },
    ]);
  });

  it('reads overrides and trims a trailing slash of the public URL', () => {
    const s = loadPartnerApiSettings({ PARTNER_API_PORT: '0', PARTNER_API_PUBLIC_URL: 'https://api.example.com/sandbox/', PARTNER_API_PREMIUM_WEBHOOK_URL: 'https://partner.example/hooks' });
    expect(s.port).toBe(0);
    expect(s.publicUrl).toBe('https://api.example.com/sandbox');
    expect(s.partners[1]?.webhookUrl).toBe('https://partner.example/hooks');
  });

  it('reads the origins that may frame the payment page, as exact origins', () => {
    const s = loadPartnerApiSettings({ PARTNER_API_STANDARD_FRAME_ORIGINS: ' https://blog.example , http://127.0.0.1:4020,' });
    expect(s.partners[0]?.frameOrigins).toEqual(['https://blog.example', 'http://127.0.0.1:4020']);
    expect(s.partners[1]?.frameOrigins).toEqual([]);
  });

  it('derives the public URL from host and port, leaving it to the server for port 0', () => {
    expect(loadPartnerApiSettings({ PARTNER_API_HOST: '0.0.0.0', PARTNER_API_PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadPartnerApiSettings({ PARTNER_API_PORT: '0' }).publicUrl).toBeUndefined();
  });

  it('is no sandbox unless told, and allows local webhooks exactly when it is one unless told otherwise', () => {
    expect(loadPartnerApiSettings({})).toMatchObject({ sandbox: false, allowLocalWebhooks: false, trustedProxies: 0 });
    expect(loadPartnerApiSettings({ PARTNER_API_SANDBOX: 'true' })).toMatchObject({ sandbox: true, allowLocalWebhooks: true });
    expect(loadPartnerApiSettings({ PARTNER_API_SANDBOX: 'true', PARTNER_API_ALLOW_LOCAL_WEBHOOKS: 'false' }))
      .toMatchObject({ sandbox: true, allowLocalWebhooks: false });
    expect(loadPartnerApiSettings({ PARTNER_API_ALLOW_LOCAL_WEBHOOKS: 'true' })).toMatchObject({ sandbox: false, allowLocalWebhooks: true });
    expect(loadPartnerApiSettings({ PARTNER_API_TRUSTED_PROXIES: '2' }).trustedProxies).toBe(2);
  });

  it.each([
    ['PARTNER_API_SANDBOX', 'maybe', /PARTNER_API_SANDBOX/],
    ['PARTNER_API_TRUSTED_PROXIES', '-1', /PARTNER_API_TRUSTED_PROXIES must be 0 to 10/],
    ['PARTNER_API_PORT', '70000', /PARTNER_API_PORT must be 0 to 65535/],
    ['PARTNER_API_PORT', 'abc', /PARTNER_API_PORT/],
    ['PARTNER_API_PUBLIC_URL', 'ftp://x', /PARTNER_API_PUBLIC_URL must be an http\(s\) URL/],
    ['PARTNER_API_PROVIDER_DELAY_MS', '-5', /PARTNER_API_PROVIDER_DELAY_MS must not be negative/],
    ['PARTNER_API_STANDARD_WEBHOOK_SECRET', 'secret', /PARTNER_API_STANDARD_WEBHOOK_SECRET must be "whsec_"/],
    ['PARTNER_API_PREMIUM_KEY', 'short', /PARTNER_API_PREMIUM_KEY must be 16 to 128/],
    ['PARTNER_API_PREMIUM_KEY', 'sk_test_standard_sandbox', /must all differ/],
    ['PARTNER_API_STANDARD_FRAME_ORIGINS', 'https://blog.example/', /PARTNER_API_STANDARD_FRAME_ORIGINS must list exact origins/],
    ['PARTNER_API_PREMIUM_FRAME_ORIGINS', 'https://a.example,*', /PARTNER_API_PREMIUM_FRAME_ORIGINS must list exact origins/],
  ])('names %s when it is %j', (name, value, message) => {
    expect(() => loadPartnerApiSettings({ [name]: value })).toThrow(message);
  });

  it('is documented in the README table, row for row', () => {
    const readme = fs.readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `(PARTNER_API_\w+)` \| (.*?) \| (.*?) \|$/gm)].map((m) => ({ name: m[1], default: m[2], meaning: m[3] }));
    expect(rows).toEqual(PARTNER_API_SETTINGS_DOC.map((d) => ({ name: d.name, default: d.default === undefined ? '(unset)' : `\`${d.default}\``, meaning: d.meaning })));
  });
});
