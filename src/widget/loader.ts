/**
 * widget.js: a classic script (`<script src=".../widget.js" async>`), so no
 * import or export may survive in its output; vite.config.ts checks that.
 * It defines <road-checkout> and, the moment an element connects, starts
 * everything the first screen needs at once: the app chunk, the shopper's
 * language and the catalogue. The build writes the app's and every
 * language's hashed name and sha256 over the placeholders below; each of
 * those names the chunks it loads with their sha256 in turn, so SRI on this
 * one file covers the whole widget.
 */
import type { MountFn, MountedWidget, WidgetLoads, WidgetOptions } from './types.ts';

declare const __RC_APP__: string;
declare const __RC_APP_INTEGRITY__: string;
declare const __RC_LOCALES__: Record<string, [file: string, integrity: string]>;

const TAG = 'road-checkout';

if (!customElements.get(TAG)) {
  // Only readable while this script runs, so it is read at once.
  const base = (document.currentScript as HTMLScriptElement | null)?.src || location.href;
  const locales = __RC_LOCALES__;
  const modules = new Map<string, Promise<unknown>>();
  const catalogues = new Map<string, Promise<Response>>();

  // The <script> carries the integrity check; import() of the same URL then
  // gets the module the browser already verified. A failure is forgotten, so
  // a retry asks the network again.
  const load = <T, >(file: string, integrity: string) => {
    const url = new URL(file, base).href;
    let module = modules.get(url);
    if (!module) {
      module = new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = url;
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
        script.onload = () => import(/* @vite-ignore */ url).then(resolve, reject);
        script.onerror = () => {
          modules.delete(url);
          script.remove();
          // The browser's console already says why; the shopper is told by whoever asked.
          reject(new Error(file));
          // Bytes changed on the way fail the integrity check but stay in the browser cache (a hashed chunk is
          // immutable there), which would refuse every retry: asked afresh now, they replace it. Its own
          // failure lands on the promise just rejected, where it changes nothing.
          fetch(url, { cache: 'reload' }).catch(reject);
        };
        document.head.append(script);
      });
      modules.set(url, module);
    }
    return module as Promise<T>;
  };

  // The app's widgetLocale() keeps the region for formats; chunks and the catalogue need only the language.
  const languageOf = (tag: string) => {
    try {
      const language = Intl.getCanonicalLocales(tag)[0]?.split('-')[0]?.toLowerCase();
      if (language && language in locales) return language;
    } catch {
      // Not a BCP 47 tag: English below.
    }
    return 'en';
  };

  const loads: WidgetLoads = {
    messages: (language) => load(...locales[languageOf(language)]!),
    verified: load,
    takeCatalogue(url) {
      const response = catalogues.get(url);
      catalogues.delete(url);
      return response;
    },
  };

  customElements.define(TAG, class extends HTMLElement {
    // `theme` is not here: the stylesheet follows it through :host([theme]) without a re-render.
    static observedAttributes = ['locale', 'country', 'product', 'product-type', 'api-base'];
    #mounted: MountedWidget | undefined;
    #run = 0;

    #options(): WidgetOptions {
      return {
        // Without its own, the language of the page around it (`<html lang="cs">`), as a partner who left the
        // attribute out of a Czech page would expect: Czech, not English.
        locale: this.getAttribute('locale') || (this.closest('[lang]') as HTMLElement | null)?.lang || 'en',
        country: this.getAttribute('country'),
        product: this.getAttribute('product'),
        productType: this.getAttribute('product-type'),
        // The BFF is where widget.js is: under a path too, as behind a proxy that serves it at /checkout/.
        apiBase: (this.getAttribute('api-base') || new URL('.', base).href).replace(/\/+$/, ''),
        // Without an id, the place among the page's widgets tells them apart across reloads.
        instance: this.id || `#${[...document.querySelectorAll(TAG)].indexOf(this)}`,
      };
    }

    connectedCallback() {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const run = ++this.#run;
      const options = this.#options();
      const language = languageOf(options.locale);
      // The app first: the largest answer, the last to come.
      const app = load<{ mount: MountFn }>(__RC_APP__, __RC_APP_INTEGRITY__);
      const messages = loads.messages(language);
      messages.catch(() => {});
      // The same URL and headers as the app's own request, which takes this answer instead of asking again.
      const catalogue = `${options.apiBase}/api/catalogue?locale=${language}`;
      if (!catalogues.has(catalogue)) {
        const response = fetch(catalogue, { headers: { accept: 'application/json' } });
        response.catch(() => {});
        catalogues.set(catalogue, response);
      }
      // As tall as the first screen, product list or fixed product, at a desktop width with
      // two-line descriptions (its skeleton keeps that height too), so nothing below moves when it arrives.
      // It speaks once the shopper's language has come (soon: that chunk is small), never in another.
      // Its padding comes on top of its min-height: 2.5em of the 33em or 48.53125em.
      root.innerHTML = `<p role="status" style="margin:0;padding:1.25em;`
        + `font:var(--rc-font-size,16px) var(--rc-font-family,system-ui,sans-serif);min-height:${
          options.product ? 30.5 : 46.03125}em"></p>`;
      const waiting = root.firstChild!;
      messages.then((m) => m.messages['catalogue.loading'], () => 'Loading…').then((text) => {
        if (waiting.isConnected) waiting.textContent = text ?? '';
      });
      // The first Intl formatter of a page loads the browser's locale data, which the first screen's country names
      // and prices need: 60 ms of a slow phone's main thread in Chromium 156, 0.15 to 0.3 s in the Chromium
      // measured before it. Made now, it overlaps the app's download. The /embed page makes them in its head,
      // sooner still. A worker measured no sooner on a slow phone, slower on a fast one, and needed a CSP line.
      setTimeout(() => {
        new Intl.DisplayNames(language, { type: 'region' });
        new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
      });
      app.then(
        ({ mount }) => {
          if (run === this.#run) this.#mounted = mount(this, root, this.#options(), loads);
        },
        () => {
          if (run !== this.#run) return;
          this.dispatchEvent(new CustomEvent(`${TAG}:error`, { detail: { v: 1, code: 'load_failed' }, bubbles: true, composed: true }));
          // Said in the shopper's language when that chunk came through, else in English.
          const said = (m: { messages: Record<string, string> }) => m.messages;
          messages.then(said, () => {}).then((texts) => {
            if (run !== this.#run) return;
            root.innerHTML = '<p role="alert"></p><button type="button"></button>';
            root.firstChild!.textContent = texts?.['load.failed'] ?? 'The checkout could not be loaded.';
            const retry = root.lastChild as HTMLButtonElement;
            retry.textContent = texts?.['action.retry'] ?? 'Retry';
            retry.onclick = () => this.connectedCallback();
          });
        },
      );
    }

    disconnectedCallback() {
      // A newer run makes any mount still in flight stand down.
      this.#run++;
      this.#mounted?.unmount();
      this.#mounted = undefined;
    }

    attributeChangedCallback(name: string, before: string | null, after: string | null) {
      // Attributes present at upgrade arrive before connectedCallback: nothing to restart yet.
      if (before === after || !this.#run || !this.isConnected) return;
      // Another BFF is another checkout; anything else changes in place (a mount still loading reads it then).
      if (name !== 'api-base') {
        this.#mounted?.update(this.#options());
        return;
      }
      this.disconnectedCallback();
      this.connectedCallback();
    }
  });
}
