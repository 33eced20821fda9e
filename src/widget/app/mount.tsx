import { render } from 'preact';
import type { MountFn } from '../types.ts';
import { translator, widgetLocale } from '../i18n/t.ts';
import { localIsoDate } from '../lib/dates.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { createApi } from './api.ts';
import { App } from './App.tsx';
import { StoreContext } from './context.ts';
import { hostEvent } from './host-events.ts';
import { openEventSource } from './order-stream.ts';
import { browserStorage, savedOrderStore } from './saved-order.ts';
import { createStore } from './store.ts';
import { styles } from './styles.ts';

let instances = 0;

/** Renders one widget into `root`; `unmount` undoes all of it, `update` applies new attributes in place. */
export const mount: MountFn = (host, root, options) => {
  const locale = widgetLocale(options.locale);
  const store = createStore({ ...options, locale }, {
    saved: savedOrderStore(browserStorage(), { apiBase: options.apiBase, instance: options.instance }),
    api: createApi(options.apiBase),
    openStream: openEventSource,
    emit: (name, data) => host.dispatchEvent(hostEvent(name, data)),
    t: translator(locale),
    today: () => localIsoDate(new Date()),
    newKey: newIdempotencyKey,
  });

  const style = document.createElement('style');
  style.textContent = styles;
  const container = document.createElement('div');
  container.lang = locale;
  root.replaceChildren(style, container);

  const id = `rc${++instances}`;
  const draw = (current: string) => render(
    <StoreContext.Provider value={{ ...store, locale: current, id }}>
      <App />
    </StoreContext.Provider>,
    container,
  );
  draw(locale);
  void store.loadCatalogue();
  void store.resume();

  // The hosted payment page is another tab: coming back here is when a failed payment shows.
  const onReturn = () => {
    if (document.visibilityState === 'visible') store.returnedToPage();
  };
  document.addEventListener('visibilitychange', onReturn);
  window.addEventListener('focus', onReturn);

  return {
    update(next) {
      const nextLocale = widgetLocale(next.locale);
      container.lang = nextLocale;
      store.update({ ...next, locale: nextLocale }, translator(nextLocale));
      draw(nextLocale);
    },
    unmount() {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
      render(null, container);
      store.dispose();
      root.replaceChildren();
    },
  };
};
