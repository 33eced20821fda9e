import { html } from 'hono/html';
import type { FirstScreenChunks } from '../widget-build.ts';

/**
 * The /embed page's first screen asked for from its head: the app, the page's language and the catalogue,
 * at the very URLs, integrity and CORS mode the inline loader then asks for (src/widget/loader.ts), so the
 * browser hands it these answers instead of asking again. The preload scanner sees them as the page's first
 * bytes arrive, before the frame has run its loader: about 0.1 s sooner on a slow phone. The integrity is
 * checked on these fetches, so SRI covers them as it covers the loader's.
 * The chunks' URLs are relative, as the inline loader resolves them against the page's own URL (under any host
 * name the frame was given); the catalogue's is the element's api-base (`apiBase`, with no trailing slash).
 */
export function firstScreenPreloads(apiBase: string, language: string, chunks: FirstScreenChunks | null) {
  const words = chunks?.languages[language];
  if (!chunks || !words) return '';
  const preload = (file: string, integrity: string) =>
    html`<link rel="modulepreload" href="${file}" integrity="${integrity}" crossorigin="anonymous">`;
  return html`${preload(chunks.app.file, chunks.app.integrity)}
${preload(words.file, words.integrity)}
<link rel="preload" as="fetch" href="${apiBase}/api/catalogue?locale=${language}" crossorigin="anonymous">
`;
}

/**
 * The first Intl formatter a page makes loads the browser's locale data, which the first screen's country names
 * and prices need: 60 ms of a slow phone's main thread in Chromium 156, 0.15 to 0.3 s in the Chromium measured
 * before it. Made by the head as its preloads go out, it overlaps their round trip (without it the frame measured
 * 599 -> 629 ms on the bench's slow phone, 12 runs each). The page's `lang` is the widget's locale. Allowed by
 * its sha256 (embed.ts).
 */
export const INTL_WARM_UP = 'new Intl.DisplayNames([document.documentElement.lang],{type:"region"});'
  + 'new Intl.NumberFormat(document.documentElement.lang,{style:"currency",currency:"EUR"})';
