import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSizes } from '../bench/bundle-size.ts';

/**
 * DESIGN.md's byte budgets, gzip -9, on the build `npm test` makes before
 * vitest runs: the loader at most 2 KB. And regression guards, so a change
 * that grows the widget shows here before the bench: what the first screen
 * waits for (loader, app chunk, one language's first-screen words) within
 * 21.5 KB; what a purchase runs through its status screen (the checkout
 * steps' chunk and their words too) within 35.3 KB (34,807 B and 21,486 B
 * once preact/hooks went and each language vouched for its own step words;
 * 35,373 B after the shopper fixes of stop 40, 182 B for an order registered
 * ahead of its start said so in 10 languages, errors and presets following a
 * language switch, the payment page following it too, e-mail break points and
 * the leave question's spacing; 35,497 B once the payment dialog tells a page
 * the browser refused to show, 124 B, its panel and words in the manage chunk;
 * 35,589 B once a page whose origin the BFF does not allow is told so, not
 * "could not load", 74 B, and Italian ranges unpadded, 18 B; 35,642 B once a
 * typed start date is kept as typed, 17 B, and a failed order follows its
 * refund live and a refunded one shows no validity, 27 B; 35,849 B once an
 * attribute the catalogue does not know is passed over, so a misspelt product
 * no longer says nothing is on sale, and told to the host, 170 B of the
 * first screen; 36,027 B once `order-active` is said once per order on a
 * device, in any tab, kept with the saved order, so a reload no longer counts
 * a purchase twice, 127 B, the payment page follows high contrast, 15 B, and
 * an open status hears how a refund came about, 22 B; 36,061 B once the
 * first screen draws the products at once, not their skeleton first, when
 * the catalogue came with the app, 34 B for about a tenth of a second of a
 * slow phone's main thread). The bench holds
 * that whole purchase to the 30 KB fail line (and to the 20 KB goal) and
 * reports it.
 */
const dir = resolve('dist/widget');

describe('widget bytes (gzip -9)', () => {
  it('keeps the loader within 2 KB', () => {
    expect(bundleSizes(dir).loaderGzip).toBeLessThanOrEqual(2048);
  });

  it('keeps a purchase through its status (the first screen, the checkout steps and their words) within 35.3 KB', () => {
    expect(bundleSizes(dir).throughStatusGzip).toBeLessThanOrEqual(35.3 * 1024);
  });

  it('keeps what the first screen waits for (loader, app chunk, one language\'s first words) within 21.5 KB', () => {
    expect(bundleSizes(dir).firstScreenGzip).toBeLessThanOrEqual(21.5 * 1024);
  });

  it('builds the later steps\' words apart from the first screen\'s, one chunk a language', () => {
    const sizes = bundleSizes(dir);
    expect(sizes.checkoutStepsGzip).toBeGreaterThan(0);
    expect(Object.keys(sizes.files).filter((f) => f.includes('step-words-'))).toHaveLength(10);
  });

  it('has each language\'s chunk vouch for that language\'s step words, and the checkout steps\' chunk for none', () => {
    const files = Object.keys(bundleSizes(dir).files);
    const read = (file: string) => readFileSync(join(dir, file));
    const steps = read(files.find((f) => f.startsWith('assets/checkout-steps-'))!).toString();
    for (const language of ['en', 'de', 'fr', 'it', 'cs', 'sk', 'hu', 'sl', 'ro', 'bg']) {
      const words = files.find((f) => f.startsWith(`assets/step-words-${language}-`))!;
      const chunk = read(files.find((f) => f.startsWith(`assets/locale-${language}-`))!).toString();
      const sha256 = `sha256-${createHash('sha256').update(read(words)).digest('base64')}`;
      expect(chunk).toContain(JSON.stringify([words, sha256]));
      expect(chunk.match(/sha256-/g)).toHaveLength(1);
      expect(steps).not.toContain(sha256);
    }
  });

  it('has the app vouch for the checkout steps\' chunk, and the loader only for the app and the languages', () => {
    const files = Object.keys(bundleSizes(dir).files);
    const read = (file: string) => readFileSync(join(dir, file));
    const steps = files.find((f) => f.startsWith('assets/checkout-steps-'))!;
    const sha256 = `sha256-${createHash('sha256').update(read(steps)).digest('base64')}`;
    expect(read(files.find((f) => f.startsWith('assets/app-'))!).toString()).toContain(JSON.stringify([steps, sha256]));
    const loader = read('widget.js').toString();
    expect(loader).not.toContain(steps);
    // The app's and ten languages'.
    expect(loader.match(/sha256-/g)).toHaveLength(11);
  });

  it('builds the status screen into the checkout steps, and what only some orders need apart, its words one chunk a language', () => {
    const sizes = bundleSizes(dir);
    expect(Object.keys(sizes.files).filter((f) => f.includes('after-purchase'))).toEqual([]);
    expect(sizes.manageGzip).toBeGreaterThan(0);
    expect(sizes.throughStatusGzip).toBe(sizes.wholeGzip);
    expect(Object.keys(sizes.files).filter((f) => /(^|\/)manage-/.test(f))).toHaveLength(1);
    expect(Object.keys(sizes.files).filter((f) => f.includes('later-words-'))).toHaveLength(10);
  });

  it('builds the trip planner and its basket checkout apart, out of the first screen, its words one chunk a language', () => {
    const sizes = bundleSizes(dir);
    expect(sizes.tripCheckoutGzip).toBeGreaterThan(0);
    expect(Object.keys(sizes.files).filter((f) => f.includes('trip-checkout'))).toHaveLength(1);
    expect(Object.keys(sizes.files).filter((f) => f.includes('trip-words-'))).toHaveLength(10);
  });
});
