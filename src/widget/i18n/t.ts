import { en, type MessageKey } from './en.ts';

export type Messages = Record<MessageKey, string>;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Locales bundled into the app; only English so far. */
const LOCALES: Record<string, Messages> = { en };

export function resolveLocale(requested: string): string {
  const base = requested.toLowerCase().split('-')[0] ?? '';
  return base in LOCALES ? base : 'en';
}

/** `{name}` placeholders are filled from params; unknown ones stay visible so a bug shows. */
export function translator(locale: string): Translate {
  const messages = LOCALES[resolveLocale(locale)] ?? en;
  return (key, params) => messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole);
}

/**
 * The locale for both messages and Intl formatting: the requested one when
 * we have its language (so `en-GB` keeps its date order), else English, so
 * numbers and words never mix languages. Malformed tags would make Intl throw.
 */
export function widgetLocale(requested: string): string {
  try {
    const canonical = Intl.getCanonicalLocales(requested)[0];
    return canonical && resolveLocale(canonical) === canonical.split('-')[0] ? canonical : 'en';
  } catch {
    return 'en';
  }
}
