import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSizes {
  loaderGzip: number;
  appGzip: number;
  largestLocaleGzip: number;
  /** What the first screen waits for: the loader, the app chunk and one language (the largest). */
  firstScreenGzip: number;
  /** Every byte a purchase runs; the same as the first screen while the app is one chunk. */
  wholeGzip: number;
  /**
   * The on-demand chunk (managing a placed order, the unpaid-orders offer, coming back after a reload,
   * with their words in every language): no purchase loads it, so it is not in `wholeGzip`.
   */
  afterPurchaseGzip: number;
  /** The trip planner and its basket checkout, with their words in every language: loaded when a shopper opens it. */
  tripCheckoutGzip: number;
  /** The /embed iframe's bridge, which only the iframe loads (its page carries the loader inline). */
  embedGzip: number;
  files: Record<string, number>;
}

/**
 * Gzip -9 bytes of what a shopper downloads: the loader, the app chunk and one language (the largest).
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
  const largestLocaleGzip = Math.max(0, ...Object.entries(files).filter(([f]) => /(^|\/)locale-/.test(f)).map(([, n]) => n));
  const firstScreenGzip = loaderGzip + appGzip + largestLocaleGzip;
  const chunk = (name: string) => Object.entries(files).find(([f]) => new RegExp(`(^|/)${name}-`).test(f))?.[1] ?? 0;
  return {
    loaderGzip, appGzip, largestLocaleGzip, firstScreenGzip, wholeGzip: firstScreenGzip,
    afterPurchaseGzip: chunk('after-purchase'), tripCheckoutGzip: chunk('trip-checkout'),
    embedGzip: chunk('embed'), files,
  };
}
