import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BFF_SETTINGS_DOC, loadBffSettings } from './settings.ts';

describe('loadBffSettings', () => {
  it('has working defaults for the embedded sandbox', () => {
    expect(loadBffSettings({})).toEqual({
      host: '127.0.0.1',
      port: 4000,
      publicUrl: 'http://127.0.0.1:4000',
      upstreamUrl: 'http://127.0.0.1:4010',
      paymentOrigin: 'http://127.0.0.1:4010',
      apiKey: 'sk_test_standard_sandbox',
      webhookSecret: 'whsec_cm9hZC1jaGVja291dC1zYW5kYm94LXdlYmhvb2sta2V5',
      allowedOrigins: ['http://127.0.0.1:4020', 'http://localhost:4020'],
      paymentProviders: ['stripe', 'paypal'],
      openOrderDetails: false,
      supportUrl: 'http://127.0.0.1:4020/',
      tier: 'standard',
      clientLimits: {
        trustedProxies: 0, ordersPerMinute: 10, vehicleChecksPerMinute: 50, share: 0.2,
        openStreams: 20, unpaidOrders: 5,
      },
      dataDir: resolve('data/bff'),
      widgetDir: resolve('dist/widget'),
    });
  });

  it("refuses a live API key with the sandbox's public webhook secret, which anyone could sign with", () => {
    expect(() => loadBffSettings({ BFF_API_KEY: 'rk_live_4f9a' })).toThrow(
      'Invalid BFF setting: BFF_WEBHOOK_SECRET: must be your own signing secret (from the partner panel) with a live API key; the default is the public sandbox secret',
    );
    const own = 'whsec_bXktb3duLXNpZ25pbmctc2VjcmV0LW9mLXRoZS1wYXJ0bmVy';
    expect(loadBffSettings({ BFF_API_KEY: 'rk_live_4f9a', BFF_WEBHOOK_SECRET: own }).webhookSecret).toBe(own);
    expect(loadBffSettings({ BFF_API_KEY: 'sk_test_premium_sandbox' }).apiKey).toBe('sk_test_premium_sandbox');
  });

  it('reads every variable, treating empty ones as unset', () => {
    const settings = loadBffSettings({
      BFF_HOST: '0.0.0.0',
      BFF_PORT: '8080',
      BFF_PUBLIC_URL: 'https://checkout.shop.example/',
      BFF_UPSTREAM_URL: 'https://api.road.example/v1',
      BFF_ALLOWED_ORIGINS: ' https://shop.example , https://www.shop.example ',
      BFF_PAYMENT_PROVIDERS: 'revolut',
      BFF_OPEN_ORDER_DETAILS: 'true',
      BFF_API_KEY: '',
    });
    expect(settings).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      publicUrl: 'https://checkout.shop.example',
      upstreamUrl: 'https://api.road.example/v1',
      allowedOrigins: ['https://shop.example', 'https://www.shop.example'],
      paymentProviders: ['revolut'],
      openOrderDetails: true,
      apiKey: 'sk_test_standard_sandbox',
    });
    expect(loadBffSettings({ BFF_HOST: 'localhost', BFF_PORT: '0' }).publicUrl).toBe('http://localhost:0');
  });

  it.each([
    ['BFF_PORT', '80000', /BFF_PORT: must be at most 65535/],
    ['BFF_PORT', 'http', /BFF_PORT: must be a whole number/],
    ['BFF_PUBLIC_URL', 'checkout.example', /BFF_PUBLIC_URL: must be an http\(s\) URL/],
    ['BFF_UPSTREAM_URL', 'ftp://api.example', /BFF_UPSTREAM_URL: must be an http\(s\) URL/],
    ['BFF_API_KEY', 'sk test', /BFF_API_KEY: must be printable ASCII/],
    ['BFF_WEBHOOK_SECRET', 'secret', /BFF_WEBHOOK_SECRET: must be whsec_/],
    ['BFF_ALLOWED_ORIGINS', 'https://shop.example,https://shop.example/page', /BFF_ALLOWED_ORIGINS \(entry 2\): must be an exact origin/],
    ['BFF_ALLOWED_ORIGINS', ',', /BFF_ALLOWED_ORIGINS: list at least one origin/],
    ['BFF_PAYMENT_PROVIDERS', 'stripe,visa', /BFF_PAYMENT_PROVIDERS \(entry 2\):.*"revolut"/],
    ['BFF_PAYMENT_PROVIDERS', 'paypal,paypal', /BFF_PAYMENT_PROVIDERS: List each payment provider once/],
    ['BFF_OPEN_ORDER_DETAILS', 'maybe', /BFF_OPEN_ORDER_DETAILS: must be true or false/],
    ['BFF_SUPPORT_URL', 'help.shop.example', /BFF_SUPPORT_URL: must be an http\(s\) URL or a mailto: address/],
    ['BFF_TIER', 'gold', /BFF_TIER: must be standard, premium or enterprise/],
    ['BFF_TRUSTED_PROXIES', '-1', /BFF_TRUSTED_PROXIES: must be a whole number/],
    ['BFF_CLIENT_STREAMS', '0', /BFF_CLIENT_STREAMS: must be at least 1/],
    ['BFF_SUPPORT_URL', 'mailto:nobody', /BFF_SUPPORT_URL: must be an http\(s\) URL or a mailto: address/],
    ['BFF_CLIENT_SHARE', '0', /BFF_CLIENT_SHARE: must be a fraction such as 0.2/],
    ['BFF_CLIENT_SHARE', '0.0', /BFF_CLIENT_SHARE: must be above 0/],
    ['BFF_CLIENT_SHARE', '1.5', /BFF_CLIENT_SHARE: must be a fraction such as 0.2/],
    ['BFF_CLIENT_SHARE', '20%', /BFF_CLIENT_SHARE: must be a fraction such as 0.2/],
    ['BFF_OPS_TOKEN', 'short-token', /BFF_OPS_TOKEN: must be at least 32 characters/],
    ['BFF_OPS_TOKEN', `${'x'.repeat(32)} y`, /BFF_OPS_TOKEN: must be at least 32 characters/],
  ])('names %s when it is %j', (name, value, message) => {
    expect(() => loadBffSettings({ [name]: value })).toThrow(message);
  });

  it("sets each client's request limits from the tier's budgets (spec 8) unless they are given", () => {
    const limits = (env: Record<string, string>) => loadBffSettings(env).clientLimits;
    expect(limits({ BFF_TIER: 'premium' })).toMatchObject({ ordersPerMinute: 50, vehicleChecksPerMinute: 200 });
    expect(limits({ BFF_TIER: 'enterprise' })).toMatchObject({ ordersPerMinute: 200, vehicleChecksPerMinute: 500 });
    expect(limits({ BFF_TIER: 'enterprise', BFF_CLIENT_ORDERS_PER_MINUTE: '7', BFF_CLIENT_VEHICLE_CHECKS_PER_MINUTE: '9' }))
      .toMatchObject({ ordersPerMinute: 7, vehicleChecksPerMinute: 9 });
    expect(limits({ BFF_CLIENT_SHARE: '1' }).share).toBe(1);
    expect(limits({ BFF_CLIENT_SHARE: '.05' }).share).toBe(0.05);
  });

  it('takes an operations token as openssl rand -base64 32 writes it, and none by default', () => {
    const token = 'q2Zx0m3Yv7c+P/4k1u9Wd8sTbN6eHj5LrFa0gKzQyXo=';
    expect(loadBffSettings({ BFF_OPS_TOKEN: token }).opsToken).toBe(token);
    expect(loadBffSettings({}).opsToken).toBeUndefined();
  });

  it('takes a support page or address, and defaults to the partner site', () => {
    expect(loadBffSettings({ BFF_SUPPORT_URL: 'https://shop.example/help' }).supportUrl).toBe('https://shop.example/help');
    expect(loadBffSettings({ BFF_SUPPORT_URL: 'mailto:help@shop.example' }).supportUrl).toBe('mailto:help@shop.example');
    expect(loadBffSettings({ BFF_ALLOWED_ORIGINS: 'https://shop.example' }).supportUrl).toBe('https://shop.example/');
  });

  it('never echoes a secret it refuses', () => {
    expect(() => loadBffSettings({ BFF_API_KEY: 'sk live secret' })).toThrow(/^(?!.*sk live secret)/s);
    expect(() => loadBffSettings({ BFF_OPS_TOKEN: 'ops secret' })).toThrow(/^(?!.*ops secret)/s);
  });

  it('reads the partner\'s reference rates, and refuses a malformed one with the variable\'s name', () => {
    expect(loadBffSettings({ BFF_REFERENCE_RATES: '2026-11-20 CHF=0.9312 MDL=19.93' }).referenceRates)
      .toEqual({ as_of: '2026-11-20', per_eur: { CHF: 0.9312, MDL: 19.93 } });
    expect(loadBffSettings({}).referenceRates).toBeUndefined();
    expect(() => loadBffSettings({ BFF_REFERENCE_RATES: 'CHF=0.93' })).toThrow(/BFF_REFERENCE_RATES/);
  });

  it('frames payment pages from the upstream\'s origin, or from the one the partner names', () => {
    expect(loadBffSettings({ BFF_UPSTREAM_URL: 'https://api.service.example/v2' }).paymentOrigin).toBe('https://api.service.example');
    expect(loadBffSettings({ BFF_UPSTREAM_URL: 'https://api.service.example', BFF_PAYMENT_ORIGIN: 'https://pay.service.example' })
      .paymentOrigin).toBe('https://pay.service.example');
    expect(() => loadBffSettings({ BFF_PAYMENT_ORIGIN: 'https://pay.service.example/checkout' })).toThrow(/BFF_PAYMENT_ORIGIN/);
  });

  it('documents every variable', () => {
    expect(BFF_SETTINGS_DOC.map((d) => d.name)).toEqual([
      'BFF_HOST', 'BFF_PORT', 'BFF_PUBLIC_URL', 'BFF_UPSTREAM_URL', 'BFF_PAYMENT_ORIGIN', 'BFF_API_KEY', 'BFF_WEBHOOK_SECRET',
      'BFF_ALLOWED_ORIGINS', 'BFF_PAYMENT_PROVIDERS', 'BFF_OPEN_ORDER_DETAILS', 'BFF_SUPPORT_URL',
      'BFF_TIER', 'BFF_TRUSTED_PROXIES', 'BFF_CLIENT_SHARE', 'BFF_CLIENT_ORDERS_PER_MINUTE', 'BFF_CLIENT_VEHICLE_CHECKS_PER_MINUTE', 'BFF_CLIENT_STREAMS',
      'BFF_CLIENT_UNPAID_ORDERS', 'BFF_REFERENCE_RATES', 'BFF_OPS_TOKEN', 'BFF_DATABASE_URL', 'BFF_DATA_DIR', 'BFF_WIDGET_DIR',
    ]);
  });
});
