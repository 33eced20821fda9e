import { describe, expect, it } from 'vitest';
import { paymentLinkIn } from './payment-link.ts';

describe('paymentLinkIn', () => {
  it('asks for the shopper language and names the origin the widget runs on', () => {
    expect(paymentLinkIn('https://api.test/pay/tok_1', 'de-AT', 'https://shop.test'))
      .toBe('https://api.test/pay/tok_1?lang=de-AT&origin=https%3A%2F%2Fshop.test');
    expect(paymentLinkIn('https://api.test/pay/tok_1?lang=en', 'hu', 'http://127.0.0.1:4020'))
      .toBe('https://api.test/pay/tok_1?lang=hu&origin=http%3A%2F%2F127.0.0.1%3A4020');
  });

  it('has nothing to open without a usable link', () => {
    expect(paymentLinkIn(null, 'en', 'https://shop.test')).toBeNull();
    expect(paymentLinkIn('not a url', 'en', 'https://shop.test')).toBeNull();
  });
});
