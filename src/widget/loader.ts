/**
 * widget.js: a classic script (`<script src=".../widget.js" async>`), so no
 * import or export may survive in its output; vite.config.ts checks that.
 * It defines <road-checkout> and loads the app chunk, whose hashed name and
 * sha384 integrity the build writes over the two placeholders below, so SRI
 * on this one file covers the whole widget.
 */
import type { MountFn, MountedWidget, WidgetOptions } from './types.ts';

declare const __RC_APP__: string;
declare const __RC_APP_INTEGRITY__: string;

const TAG = 'road-checkout';

if (!customElements.get(TAG)) {
  // Only readable while this script runs, so it is read at once.
  const base = (document.currentScript as HTMLScriptElement | null)?.src || location.href;
  let app: Promise<{ mount: MountFn }> | undefined;

  // The <script> carries the integrity check; import() of the same URL then
  // gets the module the browser already verified, and its `mount`.
  const loadApp = () => (app ??= new Promise((resolve, reject) => {
    const url = new URL(__RC_APP__, base).href;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = url;
    script.integrity = __RC_APP_INTEGRITY__;
    script.crossOrigin = 'anonymous';
    script.onload = () => import(/* @vite-ignore */ url).then(resolve, reject);
    script.onerror = () => {
      app = undefined;
      script.remove();
      reject(new Error('road-checkout: app failed to load'));
    };
    document.head.append(script);
  }));

  customElements.define(TAG, class extends HTMLElement {
    // `theme` is not here: the stylesheet follows it through :host([theme]) without a re-render.
    static observedAttributes = ['locale', 'country', 'product', 'product-type', 'api-base'];
    #mounted: MountedWidget | undefined;
    #run = 0;

    #options(): WidgetOptions {
      return {
        locale: this.getAttribute('locale') || 'en',
        country: this.getAttribute('country'),
        product: this.getAttribute('product'),
        productType: this.getAttribute('product-type'),
        apiBase: (this.getAttribute('api-base') || new URL(base).origin).replace(/\/+$/, ''),
        // Without an id, the place among the page's widgets tells them apart across reloads.
        instance: this.id || `#${[...document.querySelectorAll(TAG)].indexOf(this)}`,
      };
    }

    connectedCallback() {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const run = ++this.#run;
      root.innerHTML = '<p role="status">Loading checkout…</p>';
      loadApp().then(
        ({ mount }) => {
          if (run === this.#run) this.#mounted = mount(this, root, this.#options());
        },
        () => {
          if (run !== this.#run) return;
          root.innerHTML = '<p role="alert">The checkout could not be loaded. Reload the page to try again.</p>';
          this.dispatchEvent(new CustomEvent(`${TAG}:error`, { detail: { v: 1, code: 'load_failed' }, bubbles: true, composed: true }));
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
