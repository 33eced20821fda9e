import { render } from 'preact';
import type { MountFn, MountedWidget, WidgetLoads, WidgetOptions } from '../types.ts';
import { type Messages, translator, widgetLocale } from '../i18n/t.ts';
import { localIsoDate } from '../lib/dates.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { createApi } from './api.ts';
import { App } from './App.tsx';
import { StoreContext } from './context.ts';
import { hostEvent } from './host-events.ts';
import { checkoutSteps } from './on-demand.ts';
import type { CheckoutSteps } from './steps-loader.ts';
import { formMemory, tabStorage } from './form-memory.ts';
import { browserHistory } from './navigation.ts';
import { browserStorage, leftOrderStore, savedOrderStore } from './saved-order.ts';
import { createStore } from './store.ts';
import { styles } from './styles.ts';

let instances = 0;
/** How long the first screen waits for the catalogue before it draws the skeleton instead. */
const FIRST_DRAW_WAIT_MS = 300;

/** A language that fails to load falls back to English rather than leaving the shopper without a checkout. */
const messagesIn = (loads: WidgetLoads, language: string): Promise<Messages> =>
  loads.messages(language).catch(() => loads.messages('en')).then((chunk) => chunk.messages as Messages);

/**
 * Renders one widget into `root` once its language has arrived, so nothing
 * shows in English first; until then the loader's status line stays. The
 * later steps' words come with their chunk (i18n/step-words.ts).
 * `unmount` undoes all of it, `update` applies new attributes in place.
 */
export const mount: MountFn = (host, root, options, loads) => {
  /** The later steps' words, once their chunk is here: from then on every language comes with them. */
  let stepWords: ((language: string) => Promise<Record<string, string>>) | undefined;
  const messagesFor = async (language: string): Promise<Messages> => {
    const [first, steps] = await Promise.all([messagesIn(loads, language), stepWords?.(language)]);
    return { ...first, ...steps };
  };
  let latest = options;
  let started: ReturnType<typeof start> | undefined;
  let gone = false;
  let pending = 0;
  const language = widgetLocale(options.locale).language;
  /** The latest locale's words put in, unless a newer ask came meanwhile. */
  const refresh = () => {
    const run = ++pending;
    return messagesFor(widgetLocale(latest.locale).language).then((messages) => {
      if (!gone && run === pending) started?.update(latest, messages);
    });
  };
  const widget: MountedWidget = {
    update(next) {
      latest = next;
      refresh().catch(() => undefined);
    },
    unmount() {
      gone = true;
      started?.unmount();
    },
  };
  /** The checkout steps' chunk came: its words join the shopper's language before any of its steps shows. */
  const stepsArrived = (chunk: CheckoutSteps) => {
    stepWords = (words) => chunk.loadStepWords(words, loads);
    return refresh();
  };
  messagesFor(language).then((messages) => {
    if (gone) return;
    started = start(host, root, latest, messages, loads, stepsArrived);
    // A locale changed while this one loaded: its own load may have finished first and found nothing to update.
    if (widgetLocale(latest.locale).language !== language) widget.update(latest);
  }, () => {
    if (!gone) root.innerHTML = '<p role="alert">The checkout could not be loaded. Reload the page to try again.</p>';
  });
  return widget;
};

function start(
  host: HTMLElement, root: ShadowRoot, options: WidgetOptions, messages: Messages, loads: WidgetLoads,
  stepsArrived: (chunk: CheckoutSteps) => Promise<void>,
) {
  const locale = widgetLocale(options.locale).tag;
  const style = document.createElement('style');
  style.textContent = styles;
  // Empty until the later steps' chunk brings their styles, before any of them shows.
  const stepStyle = document.createElement('style');
  const scope = { apiBase: options.apiBase, instance: options.instance };
  // The loader's catalogue request, already on its way, answers the first ask for it.
  const fetchVia: typeof fetch = (input, init) => loads.takeCatalogue(String(input)) ?? fetch(input, init);
  let steps: CheckoutSteps | undefined;
  const loadSteps = () => checkoutSteps(loads.verified).then((chunk) => (steps = chunk));
  // The partner's trip opens the planner on start (read once: a journey is not changed in place).
  const store = createStore({ ...options, locale, trip: host.getAttribute('trip'), tripDates: host.getAttribute('trip-dates') }, {
    saved: savedOrderStore(browserStorage(), scope),
    left: leftOrderStore(browserStorage(), scope),
    memory: formMemory(tabStorage(), scope),
    history: browserHistory(options.instance),
    later: (run, ms) => setTimeout(run, ms),
    // Safari has no idle callback: a moment after the first screen is enough there.
    idle: (run) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 50)),
    checkoutSteps: () => loadSteps().then(async (chunk) => {
      await stepsArrived(chunk);
      stepStyle.textContent = chunk.stepStyles;
      return chunk;
    }),
    onDemand: (locale) => loadSteps().then((chunk) => chunk.manage(loads.verified, locale)),
    now: Date.now,
    api: createApi(options.apiBase, fetchVia,
      () => loadSteps().then((chunk) => chunk.createOrderRequests(options.apiBase, fetchVia))),
    // Only what the checkout steps' chunk holds or loads opens a stream, so that chunk is here by then.
    openStream: (url, on) => steps!.openEventSource(url, on),
    emit: (name, data) => host.dispatchEvent(hostEvent(name, data)),
    t: translator(messages),
    today: () => localIsoDate(new Date()),
    newKey: newIdempotencyKey,
  });

  const container = document.createElement('div');
  container.lang = locale;

  const id = `rc${++instances}`;
  let drawn = false;
  let skeleton: ReturnType<typeof setTimeout> | undefined;
  const draw = (current: string) => {
    // The loader's line keeps the first screen's place until the app has something to put there.
    if (!drawn) root.replaceChildren(style, stepStyle, container);
    drawn = true;
    clearTimeout(skeleton);
    render(
      <StoreContext.Provider value={{ ...store, locale: current, id, verified: loads.verified }}>
        <App />
      </StoreContext.Provider>,
      container,
    );
  };
  // The products drawn once, not their skeleton first: the loader asked for the catalogue with the app, so it
  // has usually come, its body a task away, and the skeleton's render and layout cost a slow phone about a tenth
  // of a second before the products'. One slower than that gets the skeleton soon; the loader's line stays meanwhile.
  const drawFirst = () => drawn || draw(locale);
  void store.loadCatalogue().then(drawFirst);
  void store.resume();
  skeleton = setTimeout(drawFirst, FIRST_DRAW_WAIT_MS);

  return {
    update(next: WidgetOptions, nextMessages: Messages) {
      const nextLocale = widgetLocale(next.locale).tag;
      container.lang = nextLocale;
      store.update({ ...next, locale: nextLocale }, translator(nextMessages));
      draw(nextLocale);
    },
    unmount() {
      drawn = true;
      clearTimeout(skeleton);
      render(null, container);
      store.dispose();
      root.replaceChildren();
    },
  };
}
