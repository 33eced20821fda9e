import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedCatalogue } from './catalogue-encodings.ts';

const json = JSON.stringify({ products: Array.from({ length: 50 }, (_, i) => ({ slug: `vignette-at-${i}-days`, name: 'Vignette' })) });
const answer = () => ({ body: new Uint8Array(Buffer.from(json)), etag: '"abc"' });

describe('encodedCatalogue', () => {
  it('answers brotli when the browser takes it, the same JSON in far fewer bytes', () => {
    const { encoding, body } = encodedCatalogue(answer(), 'gzip, deflate, br, zstd');
    expect(encoding).toBe('br');
    expect(body.byteLength).toBeLessThan(json.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(json);
  });

  it('answers gzip to a client without brotli and the bare bytes to one without either', () => {
    const one = answer();
    const gzip = encodedCatalogue(one, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(json);
    expect(encodedCatalogue(one, undefined)).toEqual({ encoding: 'identity', body: one.body });
  });

  it('compresses an answer once', () => {
    const one = answer();
    expect(encodedCatalogue(one, 'br').body).toBe(encodedCatalogue(one, 'br').body);
  });
});
