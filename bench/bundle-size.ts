import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSizes {
  loaderGzip: number;
  appGzip: number;
  largestLocaleGzip: number;
  /** What the first screen waits for: the loader, the app chunk and one language (the largest). */
  firstScreenGzip: number;
  /**
   * The steps after the first screen (vehicle, details, review, payment, placing the order, and since it
   * joined them the order's status): fetched once the products are shown, while the shopper chooses.
   * An older build without it counts 0.
   */
  checkoutStepsGzip: number;
  /** Their words in one language (the largest), a chunk of their own. */
  stepWordsGzip: number;
  /**
   * The first screen, the checkout steps and their words: every byte a purchase runs until it is paid, and
   * through its status since the status screen joined the checkout steps.
   */
  wholeGzip: number;
  /**
   * An older build's after-purchase chunk: the order's live status and PDF, fetched while the shopper paid.
   * 0 since the status screen is in the checkout steps' chunk (its own chunk cost more than it saved).
   */
  afterPurchaseGzip: number;
  /**
   * The manage chunk, which the checkout steps' chunk (earlier the after-purchase chunk) loads when an order
   * needs it: managing the order, how it ended other than active, the unpaid-orders offer, coming back after a
   * reload, a refusal's words. 0 for a build from before it was split off, whose after-purchase chunk held all of it.
   */
  manageGzip: number;
  /** Its words in one language (the largest), a chunk of their own; before the split, the after-purchase chunk's. */
  laterWordsGzip: number;
  /**
   * A purchase from the script tag through its live status to the PDF: `wholeGzip`, with an older build's
   * after-purchase chunk (whose words are the app's), or before the manage split that chunk and its words.
   */
  throughStatusGzip: number;
  /** The trip planner and its basket checkout, through its status: loaded when a shopper opens it. */
  tripCheckoutGzip: number;
  /** Its words in one language (the largest), a chunk of their own. */
  tripWordsGzip: number;
  /** A trip purchase: `wholeGzip` (the trip chunk comes through the steps' chunk), the trip chunk and its words. */
  tripPurchaseGzip: number;
  /** The /embed iframe's bridge, which only the iframe loads (its page carries the loader inline). */
  embedGzip: number;
  files: Record<string, number>;
}

/**
 * Gzip -9 bytes of what a shopper downloads: the loader, the app chunk and one language (the largest)
 * before the first screen, and what each later part of a purchase adds.
 * A chunk an older build lacks counts 0, so a baseline's dist measures too.
 */
export function bundleSizes(widgetDir: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(widgetDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; css?: string[] }>;
  const gz = (file: string) => gzipSync(readFileSync(join(widgetDir, file)), { level: 9 }).length;
  const files: Record<string, number> = {};
  for (const entry of Object.values(manifest)) {
    for (const file of [entry.file, ...(entry.css ?? [])]) files[file] = gz(file);
  }
  const loaderGzip = gz('widget.js');
  const appFile = Object.keys(files).find((f) => /(^|\/)app-[\w-]+\.js$/.test(f));
  const appGzip = appFile ? files[appFile] ?? 0 : 0;
  const largest = (prefix: string) =>
    Math.max(0, ...Object.entries(files).filter(([f]) => new RegExp(`(^|/)${prefix}-`).test(f)).map(([, n]) => n));
  const largestLocaleGzip = largest('locale');
  const firstScreenGzip = loaderGzip + appGzip + largestLocaleGzip;
  const chunk = (name: string) => Object.entries(files).find(([f]) => new RegExp(`(^|/)${name}-`).test(f))?.[1] ?? 0;
  const checkoutStepsGzip = chunk('checkout-steps');
  const stepWordsGzip = largest('step-words');
  const wholeGzip = firstScreenGzip + checkoutStepsGzip + stepWordsGzip;
  const afterPurchaseGzip = chunk('after-purchase');
  const manageGzip = chunk('manage');
  const laterWordsGzip = largest('later-words');
  const tripCheckoutGzip = chunk('trip-checkout');
  const tripWordsGzip = largest('trip-words');
  return {
    loaderGzip, appGzip, largestLocaleGzip, firstScreenGzip, checkoutStepsGzip, stepWordsGzip, wholeGzip,
    afterPurchaseGzip, manageGzip, laterWordsGzip,
    throughStatusGzip: wholeGzip + afterPurchaseGzip + (manageGzip ? 0 : laterWordsGzip),
    tripCheckoutGzip, tripWordsGzip, tripPurchaseGzip: wholeGzip + tripCheckoutGzip + tripWordsGzip,
    embedGzip: chunk('embed'), files,
  };
}
