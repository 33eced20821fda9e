import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { problem } from '../../contract/problem.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { embedLocale } from '../embed-locale.ts';
import type { FirstScreenChunks } from '../widget-build.ts';
import { sendPage } from './embed-page-cache.ts';
import { INTL_WARM_UP, firstScreenPreloads } from './embed-preloads.ts';

/**
 * What a partner could have typed for an attribute, misspelt or not: letters, digits, spaces and the punctuation
 * of codes, slugs, routes and date intervals, at most 80 characters. Nothing else (control characters, markup, a
 * page of text) reaches the element, so the host is not told of it: no partner types that by mistake.
 */
const TOKEN = /^[\p{L}\p{M}\p{N} ,.;:/+_-]{1,80}$/u;

/**
 * An attribute the widget judges for itself, as it does in a script tag: put on the element as given (empty: as
 * if not given), so the same value leads to the same checkout and the same `invalid_attribute` in either embed.
 */
const attribute = (normalise = (value: string) => value) =>
  z.catch(z.optional(z.pipe(z.pipe(z.string(), z.transform(normalise)), z.string().check(z.regex(TOKEN)))), undefined);

const EmbedQuery = z.object({
  locale: z.catch(z.pipe(z.optional(z.string()), z.transform(embedLocale)), embedLocale(undefined)),
  country: attribute((value) => value.toUpperCase()),
  product: attribute(),
  'product-type': attribute(),
  /** A journey for the trip planner: country codes in the order driven, and `first/last` day. */
  trip: attribute(),
  'trip-dates': attribute(),
  // The stylesheet draws an unknown theme as its default, light; the page says so.
  theme: z.catch(z.enum(['light', 'dark', 'high-contrast']), 'light'),
});

export interface EmbedRouteDeps {
  publicUrl: string;
  allowedOrigins: readonly string[];
  /** Origin of the hosted payment page, which the widget shows in a frame of its own. */
  paymentOrigin: string;
  /** Path of the iframe bridge under the widget dir, or null when the widget is not built. */
  bridgeScript: string | null;
  /**
   * widget.js's text: the page carries it inline (allowed by its hash), so the
   * frame starts the app, its language and the catalogue one round trip sooner.
   */
  loaderSource: string | null;
  /** The app's and each language's chunk, which the page asks for before its loader runs. */
  firstScreen: FirstScreenChunks | null;
}

/**
 * GET /embed: the iframe page. Only the allowed partner origins may frame it;
 * its scripts and calls stay on this BFF.
 */
export function embedRoute(deps: EmbedRouteDeps): Hono {
  const { publicUrl, allowedOrigins, paymentOrigin, bridgeScript, loaderSource, firstScreen } = deps;
  const self = new URL(publicUrl).origin;
  // Text that could close its <script> early is loaded by URL instead.
  const inline = loaderSource && !/<\/script/i.test(loaderSource) ? loaderSource : null;
  const sha256 = (text: string) => ` 'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const inlineHashes = sha256(INTL_WARM_UP) + (inline ? sha256(inline) : '');
  // A module, as the bridge is: module scripts run in the page's order once it is parsed, so the bridge listens
  // before the widget exists. As a classic script the loader ran first and could mount a widget whose `ready` and
  // `error` went out before the bridge was there to relay them: the host never heard them.
  const loader = inline
    ? html`<script type="module">${raw(inline)}</script>`
    : html`<script type="module" src="${publicUrl}/widget.js"></script>`;
  const csp = [
    "default-src 'none'",
    `script-src 'self' ${self}${inlineHashes}`,
    `connect-src 'self' ${self}`,
    // The widget puts its stylesheet into its shadow root as a <style> element.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `frame-src ${paymentOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${allowedOrigins.join(' ')}`,
  ].join('; ');

  return new Hono().get('/embed', (c) => {
    if (!bridgeScript) {
      throw new ProblemError(problem(404, 'widget_not_built', 'The widget has not been built', {
        detail: 'Run `npm run build` and restart the BFF.',
      }));
    }
    // Never a 400: every field falls back (see above).
    const query = EmbedQuery.parse(c.req.query());
    const attributes = [
      ['locale', query.locale.tag],
      ['country', query.country],
      ['product', query.product],
      ['product-type', query['product-type']],
      ['trip', query.trip],
      ['trip-dates', query['trip-dates']],
      ['theme', query.theme],
      ['api-base', publicUrl],
    ]
      .filter((pair): pair is [string, string] => pair[1] !== undefined)
      .map(([name, value]) => html` ${name}="${value}"`);
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return sendPage(c, String(html`<!doctype html>
<html lang="${query.locale.tag}">
<head>
<meta charset="utf-8">
${firstScreenPreloads(publicUrl, query.locale.language, firstScreen)}<script>${raw(INTL_WARM_UP)}</script>
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${query.locale.title}</title>
<style>html,body{margin:0;padding:0}road-checkout{display:block;width:100%}
.rc-page-title{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
</style>
</head>
<body>
<main><h1 class="rc-page-title">${query.locale.title}</h1><road-checkout${attributes}></road-checkout></main>
<script type="module" src="${publicUrl}/${bridgeScript}"></script>
${loader}
</body>
</html>
`));
  });
}
