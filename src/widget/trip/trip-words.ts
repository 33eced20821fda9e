import type { Translate } from '../i18n/t.ts';
import type { MessageKey } from '../i18n/en.ts';
import { type TripKey, messages as en } from './words/en.ts';
import { messages as de } from './words/de.ts';
import { messages as fr } from './words/fr.ts';
import { messages as it } from './words/it.ts';
import { messages as cs } from './words/cs.ts';
import { messages as sk } from './words/sk.ts';
import { messages as hu } from './words/hu.ts';
import { messages as sl } from './words/sl.ts';
import { messages as ro } from './words/ro.ts';
import { messages as bg } from './words/bg.ts';

export type { TripKey };
export type TripTranslate = (key: TripKey, params?: Record<string, string | number>) => string;

/** Every language's trip words ride in the trip chunk: a shopper who never plans a trip downloads none. */
const TRIP_CATALOGUES: Record<string, Record<TripKey, string>> = { en, de, fr, it, cs, sk, hu, sl, ro, bg };

/** The trip planner's words in `locale`'s language (English for one we lack), `{name}` filled from params. */
export function tripTranslator(locale: string): TripTranslate {
  const words = TRIP_CATALOGUES[locale.split('-')[0]!] ?? en;
  return (key, params) => words[key].replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
}

/** Both catalogues through one function, for views that say app and trip words alike. */
export const bothTranslators = (t: Translate, trip: TripTranslate) =>
  (key: MessageKey | TripKey, params?: Record<string, string | number>) =>
    (key.startsWith('trip.') ? trip(key as TripKey, params) : t(key as MessageKey, params));
