import { describe, expect, it } from 'vitest';
import { paymentWords } from './payment-messages.ts';

describe('paymentWords', () => {
  it("takes the framing widget's high contrast and keeps it in the page's own links", () => {
    const german = paymentWords('de', 'contrast');
    expect([german.locale, german.scheme, german.query]).toEqual(['de', 'contrast', '?lang=de&scheme=contrast']);
    expect(paymentWords(undefined, 'contrast')).toMatchObject({ locale: 'en', scheme: 'contrast', query: '?scheme=contrast' });
    // The widget's own name for the theme is not a scheme of the page: the browser's.
    expect(paymentWords('de', 'high-contrast')).toMatchObject({ scheme: null, query: '?lang=de' });
  });
});
