import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders, type SecurityHeadersOptions } from './security-headers.ts';

const PARTNER_API: SecurityHeadersOptions = {
  publicUrl: 'https://partner-api.example', referrerPolicy: 'no-referrer', frameOptions: 'DENY', resourcePolicy: 'same-origin',
};
const BFF: SecurityHeadersOptions = {
  publicUrl: 'http://127.0.0.1:4000', referrerPolicy: 'strict-origin-when-cross-origin', frameOptions: false, resourcePolicy: false,
};

function app(options: SecurityHeadersOptions) {
  return new Hono()
    .onError((_error, c) => c.text('failed', 500))
    .use(securityHeaders(options))
    .get('/json', (c) => c.json({ ok: true }))
    .get('/embed', (c) => c.html('<p>framed</p>', 200, {
      'Content-Security-Policy': 'frame-ancestors https://shop.example', 'Referrer-Policy': 'same-origin',
    }))
    .get('/boom', () => {
      throw new Error('boom');
    });
}

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy, HSTS behind https, no framing and no cross-site loading when asked', async () => {
    const res = await app(PARTNER_API).request('/json');
    expect(Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-type'))).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('keeps what an answer set itself, and covers error answers too', async () => {
    const embed = await app(PARTNER_API).request('/embed');
    expect(embed.headers.get('content-security-policy')).toBe('frame-ancestors https://shop.example');
    expect(embed.headers.get('referrer-policy')).toBe('same-origin');
    const failed = await app(PARTNER_API).request('/boom');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('as the BFF uses it: no HSTS over http, and nothing that would stop partner pages framing /embed or loading the widget', async () => {
    const res = await app(BFF).request('/json');
    expect(Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-type'))).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });
});
