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
import { createStore } from './store.ts';
import { styles } from './styles.ts';

let instances = 0;

/** Renders one widget into `root`; the returned function undoes all of it. */
export const mount: MountFn = (host, root, options) => {
  const locale = widgetLocale(options.locale);
  const store = createStore({ ...options, locale }, {
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

  render(
    <StoreContext.Provider value={{ ...store, id: `rc${++instances}` }}>
      <App />
    </StoreContext.Provider>,
    container,
  );
  void store.loadCatalogue();

  return () => {
    render(null, container);
    store.dispose();
    root.replaceChildren();
  };
};
