import type { MessageKey } from './en.ts';
import type { Translate } from './t.ts';
import { type LaterKey, messages as en } from './later/en.ts';
import { messages as de } from './later/de.ts';
import { messages as fr } from './later/fr.ts';
import { messages as it } from './later/it.ts';
import { messages as cs } from './later/cs.ts';
import { messages as sk } from './later/sk.ts';
import { messages as hu } from './later/hu.ts';
import { messages as sl } from './later/sl.ts';
import { messages as ro } from './later/ro.ts';
import { messages as bg } from './later/bg.ts';

export type { LaterKey };
export type LaterTranslate = (key: MessageKey | LaterKey, params?: Record<string, string | number>) => string;

/**
 * The words of the on-demand chunk (managing a placed order, the
 * unpaid-orders offer) ride in that chunk, every language at once: no
 * purchase downloads them, and the shopper's language chunk stays small.
 */
export const LATER_CATALOGUES: Record<string, Record<LaterKey, string>> = { en, de, fr, it, cs, sk, hu, sl, ro, bg };

/** The widget's translator, extended with the on-demand chunk's words in `locale`'s language. */
export function laterTranslator(locale: string, t: Translate): LaterTranslate {
  const later = LATER_CATALOGUES[locale.split('-')[0]!] ?? en;
  return (key, params) => (key in later
    ? later[key as LaterKey].replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole))
    : t(key as MessageKey, params));
}
