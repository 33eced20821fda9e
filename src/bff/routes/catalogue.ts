import { Hono } from 'hono';
import type { Context } from 'hono';
import { productLanguage } from '../../contract/product-texts/product-texts.ts';
import type { CatalogueCache, CatalogueSnapshot } from '../catalogue-cache.ts';
import type { ReferenceRates } from '../reference-rates.ts';
import { encodedCatalogue } from '../catalogue-encodings.ts';
import type { Encoding } from '../widget-files.ts';
import { type CatalogueAnswer, localizedCatalogue } from '../localized-catalogue.ts';

/**
 * GET /api/catalogue: products and their status, from the cache; a fresh hit
 * never awaits (and on a listening BFF, catalogue-fast-path.ts answers it
 * before this app). `?locale=` (any BCP 47 tag) gives the names and
 * descriptions in that language, English for one we have no texts for, and
 * the partner's reference rates if set; without it, the service's own words.
 */
export function catalogueRoute(cache: CatalogueCache, rates?: ReferenceRates): Hono {
  return new Hono().get('/api/catalogue', (c): Response | Promise<Response> => {
    const locale = c.req.query('locale');
    const fresh = cache.fresh();
    if (fresh) return answer(c, catalogueIn(fresh, locale, rates), false);
    return cache.read().then(({ snapshot, stale }) => answer(c, catalogueIn(snapshot, locale, rates), stale));
  });
}

/** The copy in the language `locale` asks for, with the partner's reference rates; no locale: the service's own. */
export function catalogueIn(
  snapshot: CatalogueSnapshot, locale: string | undefined, rates?: ReferenceRates,
): CatalogueAnswer {
  return locale === undefined ? snapshot : localizedCatalogue(snapshot, productLanguage(locale), rates);
}

/** The validators and caching headers of an answer (a 304 has them too), by lowercase name. */
export function cachingHeaders(etag: string, encoding: Encoding, stale: boolean): Record<string, string> {
  return {
    vary: 'Accept-Encoding',
    // A compressed copy is the same answer in other bytes: a weak tag, which If-None-Match still matches.
    etag: encoding === 'identity' ? etag : `W/${etag}`,
    // An old copy: let browsers keep it only until they can ask again.
    ...(stale ? { 'cache-control': 'no-cache', 'catalogue-stale': 'true' } : { 'cache-control': 'public, max-age=60' }),
  };
}

/** The headers that describe a 200's body, by lowercase name. */
export function contentHeaders(encoding: Encoding): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    ...(encoding !== 'identity' && { 'content-encoding': encoding }),
  };
}

function answer(c: Context, snapshot: CatalogueAnswer, stale: boolean): Response {
  const { encoding, body } = encodedCatalogue(snapshot, c.req.header('Accept-Encoding'));
  for (const [name, value] of Object.entries(cachingHeaders(snapshot.etag, encoding, stale))) {
    c.header(name, value, { append: name === 'vary' });
  }
  if (etagMatches(c.req.header('If-None-Match'), snapshot.etag)) return c.body(null, 304);
  for (const [name, value] of Object.entries(contentHeaders(encoding))) c.header(name, value);
  return c.body(body, 200);
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
