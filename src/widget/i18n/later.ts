import { signal } from '@preact/signals-core';
import type { WidgetLoads } from '../types.ts';
import type { MessageKey } from './en.ts';
import { type Translate, translator, widgetLocale } from './t.ts';
import type { LaterKey } from './later/en.ts';

export type { LaterKey };
export type LaterTranslate = (key: MessageKey | LaterKey, params?: Record<string, string | number>) => string;

/**
 * Each language's chunk of the on-demand words and its sha256, which the
 * build writes over this name (vite.config.ts), so the manage chunk, itself
 * checked by the status chunk that loads it, vouches for the words it loads.
 * Unbuilt (unit tests) there is no chunk to check.
 */
declare const __RC_LATER_WORDS__: Record<string, [file: string, integrity: string]>;

// One chunk a language: managing an order downloads the shopper's words only.
const LANGUAGES: Record<string, () => Promise<{ messages: Record<LaterKey, string> }>> = {
  en: () => import('./later/en.ts'),
  de: () => import('./later/de.ts'),
  fr: () => import('./later/fr.ts'),
  it: () => import('./later/it.ts'),
  cs: () => import('./later/cs.ts'),
  sk: () => import('./later/sk.ts'),
  hu: () => import('./later/hu.ts'),
  sl: () => import('./later/sl.ts'),
  ro: () => import('./later/ro.ts'),
  bg: () => import('./later/bg.ts'),
};

/** The languages whose words are in: a signal, so a view that spoke before a new language's words came speaks again. */
const loaded = signal<Record<string, Record<LaterKey, string>>>({});

/** Fetches `locale`'s words (English for a language we lack); the loader asks again after a failure. */
export async function loadLaterWords(locale: string, verified: WidgetLoads['verified']): Promise<void> {
  const language = widgetLocale(locale).language;
  if (loaded.value[language]) return;
  if (typeof __RC_LATER_WORDS__ !== 'undefined') await verified(...__RC_LATER_WORDS__[language]!);
  const { messages } = await LANGUAGES[language]!();
  loaded.value = { ...loaded.value, [language]: messages };
}

/**
 * The widget's translator, extended with the on-demand words in `locale`'s language; until a new
 * language's words are in (loadLaterWords), the words of one that is.
 */
export function laterTranslator(locale: string, t: Translate): LaterTranslate {
  const all = loaded.value;
  const words = all[widgetLocale(locale).language] ?? Object.values(all)[0];
  if (!words) throw new Error('road-checkout: on-demand words used before loadLaterWords');
  const say = translator(words);
  return (key, params) => (key in words ? say(key as LaterKey, params) : t(key as MessageKey, params));
}
