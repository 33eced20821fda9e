import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../server-kit/problem-handlers.ts';
import { embedRoute } from './embed.ts';

const LOADER = 'customElements.define("road-checkout",class extends HTMLElement{});';

/** The text of the page head's one inline script. */
const headScript = (html: string) => /<script>([^<]*)<\/script>/.exec(html.slice(0, html.indexOf('</head>')))![1]!;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function embedApp(loaderSource: string | null = LOADER) {
  const app = embedRoute({
    publicUrl: 'http://bff.test:4000', allowedOrigins: ['http://partner.test'], paymentOrigin: 'http://partner-api.test:4010',
    bridgeScript: 'assets/embed-1.js', loaderSource,
    firstScreen: {
      app: { file: 'assets/app-1.js', integrity: 'sha256-app' },
      languages: { en: { file: 'assets/locale-en-2.js', integrity: 'sha256-en' }, de: { file: 'assets/locale-de-3.js', integrity: 'sha256-de' } },
    },
  });
  app.onError(errorHandler({ log: () => {} }));
  return app;
}

describe('GET /embed', () => {
  it('passes the partner scope and theme to the element', async () => {
    const res = await embedApp().request('/embed?country=at&product-type=tunnel&theme=high-contrast');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<road-checkout locale="en" country="AT" product-type="tunnel" theme="high-contrast" api-base=/);
  });

  it('may frame the hosted payment page (the widget shows it inside itself) and nothing else', async () => {
    const csp = (await embedApp().request('/embed')).headers.get('Content-Security-Policy') ?? '';
    expect(csp.split('; ')).toContain('frame-src http://partner-api.test:4010');
    expect(csp.split('; ')).toContain("default-src 'none'");
  });

  it('carries the loader inline, allowed by its sha256 alone, and loads it by URL when it could close its <script>', async () => {
    const res = await embedApp().request('/embed');
    const html = await res.text();
    // After the bridge, both modules: they run in this order, so the bridge relays the widget's first events.
    expect(html).toContain(`<script type="module" src="http://bff.test:4000/assets/embed-1.js"></script>\n<script type="module">${LOADER}</script>`);
    const scriptSrc = res.headers.get('Content-Security-Policy')?.split('; ').find((d) => d.startsWith('script-src '));
    // sha256 of LOADER's bytes, computed with `printf %s "$LOADER" | openssl dgst -sha256 -binary | base64`.
    expect(scriptSrc).toBe(`script-src 'self' http://bff.test:4000 ${sha256(headScript(html))} 'sha256-4wqLwLWfjvAkscHfaNAi4J5AcQRWYWt76BTNSgRdB14='`);
    const unsafe = await embedApp('x = "</script><script>alert(1)";').request('/embed');
    const unsafeHtml = await unsafe.text();
    expect(unsafeHtml).toContain('<script type="module" src="http://bff.test:4000/assets/embed-1.js"></script>\n'
      + '<script type="module" src="http://bff.test:4000/widget.js"></script>');
    expect(unsafe.headers.get('Content-Security-Policy')?.split('; '))
      .toContain(`script-src 'self' http://bff.test:4000 ${sha256(headScript(unsafeHtml))}`);
  });

  it('makes the first Intl formatters in its head, after its preloads, in the page\'s language', async () => {
    const html = await (await embedApp().request('/embed?locale=de-AT')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<script>')).toBeGreaterThan(head.lastIndexOf('<link rel="preload"'));
    expect(head).toContain('<html lang="de-AT">');
    // What the script makes, run as the page's browser would: a region name and a euro price, in its language.
    const made: string[] = [];
    const intl = {
      DisplayNames: class { constructor(locales: string[], o: object) { made.push(`DisplayNames ${locales.join()} ${JSON.stringify(o)}`); } },
      NumberFormat: class { constructor(locale: string, o: object) { made.push(`NumberFormat ${locale} ${JSON.stringify(o)}`); } },
    };
    new Function('Intl', 'document', headScript(html))(intl, { documentElement: { lang: 'de-AT' } });
    expect(made).toEqual(['DisplayNames de-AT {"type":"region"}', 'NumberFormat de-AT {"style":"currency","currency":"EUR"}']);
  });

  it('asks for the app, the page\'s language and its catalogue in its head, as the loader will ask for them', async () => {
    const cases: [string, string, string, string][] = [
      ['de-AT', 'assets/locale-de-3.js', 'sha256-de', 'de'], ['pl', 'assets/locale-en-2.js', 'sha256-en', 'en'],
    ];
    for (const [locale, file, integrity, language] of cases) {
      const html = await (await embedApp().request(`/embed?locale=${locale}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<meta charset="utf-8">\n'
        + '<link rel="modulepreload" href="assets/app-1.js" integrity="sha256-app" crossorigin="anonymous">\n'
        + `<link rel="modulepreload" href="${file}" integrity="${integrity}" crossorigin="anonymous">\n`
        + `<link rel="preload" as="fetch" href="http://bff.test:4000/api/catalogue?locale=${language}" crossorigin="anonymous">\n`);
    }
  });

  it('has exactly one h1, in its main landmark', async () => {
    const html = await (await embedApp().request('/embed')).text();
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<main><h1 class="rc-page-title">Road checkout<\/h1>/);
  });

  it('takes any BCP 47 tag of a language the widget speaks, and English for anything else, never a 400', async () => {
    const cases: [string, string, string][] = [
      ['de-AT', 'de-AT', 'Straßen-Checkout'], ['fr-ch', 'fr-CH', 'Paiement routier'], ['ro-MD', 'ro-MD', 'Plata taxelor rutiere'],
      ['bg', 'bg', 'Плащане на пътни такси'], ['pl-PL', 'en', 'Road checkout'], ['<script>', 'en', 'Road checkout'],
    ];
    for (const [requested, tag, title] of cases) {
      const res = await embedApp().request(`/embed?locale=${encodeURIComponent(requested)}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${tag}">`);
      expect(html).toContain(`<road-checkout locale="${tag}"`);
      expect(html).toContain(`<h1 class="rc-page-title">${title}</h1>`);
    }
  });

  it('puts a country, product or product type the catalogue may not know on the element, for the widget to pass over and report', async () => {
    const cases: [string, string][] = [
      ['country=AU', '<road-checkout locale="en" country="AU" theme="light" api-base='],
      ['country=au&product-type=boat', '<road-checkout locale="en" country="AU" product-type="boat" theme="light" api-base='],
      ['product=vignette-xx-nope', '<road-checkout locale="en" product="vignette-xx-nope" theme="light" api-base='],
      ['country=&product=&product-type=', '<road-checkout locale="en" theme="light" api-base='],
    ];
    for (const [query, element] of cases) {
      const res = await embedApp().request(`/embed?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(await res.text()).toContain(element);
    }
  });

  it('draws an unknown theme as light, as the stylesheet does', async () => {
    const html = await (await embedApp().request('/embed?theme=neon')).text();
    expect(html).toContain('<road-checkout locale="en" theme="light" api-base=');
  });

  it('hands a trip to the widget as a script tag would, and leaves off what no partner types', async () => {
    const cases: [string, string][] = [
      // The widget reads DE and AT out of this route, and opens on today without a day it can read.
      ['trip=DE,%20AT&trip-dates=20.12.2026', '<road-checkout locale="en" trip="DE, AT" trip-dates="20.12.2026" theme="light"'],
      ['trip=DE%3CAT%3E&trip-dates=2026-12-20%0A/2027-01-03', '<road-checkout locale="en" theme="light" api-base='],
    ];
    for (const [query, element] of cases) {
      const res = await embedApp().request(`/embed?${query}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(element);
    }
  });

  it('leaves off a value too long or too odd to be an attribute a partner wrote', async () => {
    const cases = [`product=${'vignette-at-'.repeat(8)}`, 'country=A%00T', 'product-type=%22%3E%3Cscript%3E'];
    for (const query of cases) {
      const res = await embedApp().request(`/embed?${query}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<road-checkout locale="en" theme="light" api-base=');
    }
  });
});
