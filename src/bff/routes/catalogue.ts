import { Hono } from 'hono';
import type { Context } from 'hono';
import { productLanguage } from '../../contract/product-texts/product-texts.ts';
import type { CatalogueCache, CatalogueSnapshot } from '../catalogue-cache.ts';
import type { ReferenceRates } from '../reference-rates.ts';
import { encodedCatalogue } from '../catalogue-encodings.ts';
import { type CatalogueAnswer, localizedCatalogue } from '../localized-catalogue.ts';

/**
 * GET /api/catalogue: products and their status, from the cache; a fresh hit
 * never awaits. `?locale=` (any BCP 47 tag) gives the names and descriptions
 * in that language, English for one we have no texts for, and the partner's
 * reference rates if set; without it, the service's own words.
 */
export function catalogueRoute(cache: CatalogueCache, rates?: ReferenceRates): Hono {
  return new Hono().get('/api/catalogue', (c): Response | Promise<Response> => {
    const locale = c.req.query('locale');
    const inLanguage = (snapshot: CatalogueSnapshot): CatalogueAnswer =>
      (locale === undefined ? snapshot : localizedCatalogue(snapshot, productLanguage(locale), rates));
    const fresh = cache.fresh();
    if (fresh) return answer(c, inLanguage(fresh), false);
    return cache.read().then(({ snapshot, stale }) => answer(c, inLanguage(snapshot), stale));
  });
}

function answer(c: Context, snapshot: CatalogueAnswer, stale: boolean): Response {
  const { encoding, body } = encodedCatalogue(snapshot, c.req.header('Accept-Encoding'));
  c.header('Vary', 'Accept-Encoding', { append: true });
  // A compressed copy is the same answer in other bytes: a weak tag, which If-None-Match still matches.
  c.header('ETag', encoding === 'identity' ? snapshot.etag : `W/${snapshot.etag}`);
  if (stale) {
    // An old copy: let browsers keep it only until they can ask again.
    c.header('Cache-Control', 'no-cache');
    c.header('Catalogue-Stale', 'true');
  } else {
    c.header('Cache-Control', 'public, max-age=60');
  }
  if (etagMatches(c.req.header('If-None-Match'), snapshot.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  return c.body(body, 200);
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
