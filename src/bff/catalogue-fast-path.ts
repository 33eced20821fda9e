import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueCache } from './catalogue-cache.ts';
import { encodedCatalogue } from './catalogue-encodings.ts';
import type { CatalogueAnswer } from './localized-catalogue.ts';
import { corsReadHeaders } from './middleware/api-cors.ts';
import type { AnsweredRequest } from './ops/access-log.ts';
import { requestIdFrom } from './ops/request-id.ts';
import type { ReferenceRates } from './reference-rates.ts';
import { cachingHeaders, catalogueIn, contentHeaders } from './routes/catalogue.ts';
import type { Encoding } from './widget-files.ts';

/** Answers a request itself (true), or leaves it to the Hono app (false). */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface CatalogueFastPathDeps {
  cache: CatalogueCache;
  allowedOrigins: readonly string[];
  /** What the security headers middleware adds (securityHeaderValues). */
  securityHeaders: Record<string, string>;
  record: (answered: AnsweredRequest) => void;
  /** BFF_REFERENCE_RATES, carried in the answer as the app carries them. */
  rates?: ReferenceRates | undefined;
}

const ROUTE = '/api/catalogue';
/** The query the widget sends; anything else (escapes, more parameters) takes the app's own parsing. */
const LOCALE_QUERY = /^\?locale=([A-Za-z0-9-]{1,35})$/;
/** The hosts @hono/node-server takes without parsing a URL; others take the app's checks. */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/**
 * An answer's headers in the order the app writes them (sorted names, then Content-Length), around the request
 * id; as lists, since copying them into a new object costs a tenth of spreading an object of these names.
 */
interface HeaderTemplate {
  before: Array<[string, string]>;
  after: Array<[string, string | number]>;
}

/**
 * The shopper's first screen asks for the catalogue on every widget load, and
 * a fresh copy is already bytes (catalogue-cache.ts): built as a Web Request,
 * passed through the middleware chain and turned back into a node answer, such
 * a hit cost twice the server CPU of writing it (under bench/run.ts section 2's
 * load). So a plain GET of a fresh copy is answered here, on node:http, with
 * the headers the app would send (the same functions make them; server.test.ts,
 * "the fast path of GET /api/catalogue", holds the two answers equal) and
 * recorded like any other request; everything else (a revalidation, a stale or
 * cold cache, HEAD, an unusual URL, an origin that is not allowed) goes on to the app.
 */
export function catalogueFastPath(deps: CatalogueFastPathDeps): FastPath {
  const allowed = new Set(deps.allowedOrigins);
  // By body (one per answer and encoding, dropped with its copy of the catalogue), then by allowed origin.
  const templates = new WeakMap<Uint8Array, Map<string, HeaderTemplate>>();
  const templateOf = (answer: CatalogueAnswer, encoding: Encoding, body: Uint8Array, origin: string | undefined) => {
    let byOrigin = templates.get(body);
    if (!byOrigin) templates.set(body, byOrigin = new Map());
    const key = origin ?? '';
    let template = byOrigin.get(key);
    if (!template) {
      template = headerTemplate(deps.securityHeaders, corsReadHeaders(origin, allowed), answer, encoding, body);
      byOrigin.set(key, template);
    }
    return template;
  };
  return (request, response) => {
    const { url, headers } = request;
    if (request.method !== 'GET' || !url?.startsWith(ROUTE) || headers['if-none-match'] !== undefined) return false;
    if (headers.host === undefined || !PLAIN_HOST.test(headers.host)) return false;
    // Another origin is refused by the app (api-cors.ts); so the map above holds allowed origins only.
    if (headers.origin !== undefined && !allowed.has(headers.origin)) return false;
    let locale: string | undefined;
    if (url.length > ROUTE.length) {
      locale = LOCALE_QUERY.exec(url.slice(ROUTE.length))?.[1];
      if (locale === undefined) return false;
    }
    const snapshot = deps.cache.fresh();
    if (!snapshot) return false;
    const started = performance.now();
    const answer = catalogueIn(snapshot, locale, deps.rates);
    const { encoding, body } = encodedCatalogue(answer, headers['accept-encoding']);
    const { before, after } = templateOf(answer, encoding, body, headers.origin);
    const requestId = requestIdFrom(headers['x-request-id'] as string | undefined);
    const written: Record<string, string | number> = {};
    for (const [name, value] of before) written[name] = value;
    written['x-request-id'] = requestId;
    for (const [name, value] of after) written[name] = value;
    response.writeHead(200, written);
    response.end(body);
    deps.record({ requestId, method: 'GET', route: ROUTE, status: 200, ms: Math.round((performance.now() - started) * 10) / 10 });
    return true;
  };
}

function headerTemplate(
  security: Record<string, string>, cors: Record<string, string>,
  answer: CatalogueAnswer, encoding: Encoding, body: Uint8Array,
): HeaderTemplate {
  const { vary: corsVary, ...allow } = cors;
  const { vary: answerVary, ...caching } = cachingHeaders(answer.etag, encoding, false);
  // The app's Vary: the CORS middleware's value, then the route's appended.
  const named: Record<string, string> = {
    ...security, ...allow, ...caching, ...contentHeaders(encoding), vary: [corsVary, answerVary].filter(Boolean).join(', '),
  };
  const sorted = Object.entries(named).sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    before: sorted.filter(([name]) => name < 'x-request-id'),
    after: [...sorted.filter(([name]) => name > 'x-request-id'), ['Content-Length', body.byteLength]],
  };
}
