import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CatalogueAnswer } from './localized-catalogue.ts';
import { type Encoding, pickEncoding } from './widget-files.ts';

/**
 * Each answer's compressed bodies, made on the first ask and dropped with
 * the answer (a new copy of the catalogue makes new answers).
 */
const encoded = new WeakMap<CatalogueAnswer, Partial<Record<Exclude<Encoding, 'identity'>, Uint8Array<ArrayBuffer>>>>();

/**
 * The catalogue is ~35 KB of JSON and ~3 KB compressed, and it loads beside
 * the widget on the shopper's first screen, where a slow line pays for every
 * byte. Brotli at quality 6 takes a few ms once per copy and language, close
 * to quality 11's size at a fraction of its time.
 */
export function encodedCatalogue(answer: CatalogueAnswer, acceptEncoding: string | undefined): {
  encoding: Encoding; body: Uint8Array<ArrayBuffer>;
} {
  const encoding = pickEncoding(acceptEncoding);
  if (encoding === 'identity') return { encoding, body: answer.body };
  let bodies = encoded.get(answer);
  if (!bodies) encoded.set(answer, bodies = {});
  const body = bodies[encoding] ??= encoding === 'br'
    ? new Uint8Array(brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }))
    : new Uint8Array(gzipSync(answer.body, { level: 9 }));
  return { encoding, body };
}
