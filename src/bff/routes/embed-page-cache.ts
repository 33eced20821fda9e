import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { pickEncoding } from '../widget-files.ts';

/**
 * The /embed page carries widget.js inline, so it may be kept as long as
 * widget.js itself (routes/widget-assets.ts): a second visit within that
 * time loads nothing but the catalogue, and one after it revalidates to a
 * 304. Its text depends only on its query and this BFF's build and settings.
 */
const PAGE_CACHE = 'public, max-age=300';

/**
 * Answers with the page, compressed as the browser accepts (a few KB, so per
 * request, at a quality that costs well under a millisecond), or 304 when
 * the browser holds these very bytes.
 */
export function sendPage(c: Context, page: string): Response {
  // Weak: a compressed copy is the same page in other bytes.
  const etag = `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
  c.header('Cache-Control', PAGE_CACHE);
  c.header('Vary', 'Accept-Encoding');
  c.header('ETag', etag);
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  if (encoding === 'identity') return c.body(page);
  c.header('Content-Encoding', encoding);
  const body = encoding === 'br'
    ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(page, { level: 6 });
  return c.body(new Uint8Array(body));
}
