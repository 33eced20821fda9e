import { plurals } from '../../contract/plural.ts';
import { type Translate, translator, widgetLocale } from '../i18n/t.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { WidgetLoads } from '../types.ts';
import type { TripKey } from './words/en.ts';

export type { TripKey };
export type TripTranslate = (key: TripKey, params?: Record<string, string | number>) => string;

/**
 * Each language's trip words chunk and its sha256, which the build writes over
 * this name (vite.config.ts), so the trip chunk, itself vouched for by the checkout
 * steps' chunk (later-parts.ts), vouches for the words it loads. Unbuilt (unit tests) there is no chunk to check.
 */
declare const __RC_TRIP_WORDS__: Record<string, [file: string, integrity: string]>;

// One chunk a language: a trip downloads the shopper's words only.
const LANGUAGES: Record<string, () => Promise<{ messages: Record<TripKey, string> }>> = {
  en: () => import('./words/en.ts'),
  de: () => import('./words/de.ts'),
  fr: () => import('./words/fr.ts'),
  it: () => import('./words/it.ts'),
  cs: () => import('./words/cs.ts'),
  sk: () => import('./words/sk.ts'),
  hu: () => import('./words/hu.ts'),
  sl: () => import('./words/sl.ts'),
  ro: () => import('./words/ro.ts'),
  bg: () => import('./words/bg.ts'),
};

/**
 * The trip planner's words in `locale`'s language (English for one we lack), `{name}` filled from params and a
 * count said in the language's grammar.
 * The loader fetches each chunk once a page and asks again after a failure.
 */
export async function loadTripWords(locale: string, verified: WidgetLoads['verified']): Promise<TripTranslate> {
  const { tag, language } = widgetLocale(locale);
  if (typeof __RC_TRIP_WORDS__ !== 'undefined') await verified(...__RC_TRIP_WORDS__[language]!);
  const say = translator((await LANGUAGES[language]!()).messages);
  return (key, params) => plurals(say(key, params), params, tag);
}

/** Both catalogues through one function, for views that say app and trip words alike. */
export const bothTranslators = (t: Translate, trip: TripTranslate) =>
  (key: MessageKey | TripKey, params?: Record<string, string | number>) =>
    (key.startsWith('trip.') ? trip(key as TripKey, params) : t(key as MessageKey, params));
