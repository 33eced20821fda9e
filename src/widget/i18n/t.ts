import type { MessageKey } from './en.ts';

export type Messages = Record<MessageKey, string>;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * One chunk per language, so a shopper downloads only theirs. vite.config.ts
 * builds each as its own entry and writes their names and integrity into
 * the loader, which loads them (see WidgetLoads).
 */
export const LANGUAGES = ['en', 'de', 'fr', 'it', 'cs', 'sk', 'hu', 'sl', 'ro', 'bg'];

/**
 * `{name}` placeholders are filled from params; unknown ones stay visible so a bug shows, and so does a
 * key whose words are not in (the later steps' words come with their chunk), rather than a broken
 * widget. Also for the words of the on-demand chunks, with keys of their own.
 */
export function translator<K extends string = MessageKey>(messages: Record<K, string>) {
  return (key: K, params?: Record<string, string | number>) => (messages[key] ?? key).replace(/\{(\w+)\}/g,
    (whole, name: string) => (params && name in params ? String(params[name]) : whole));
}

/**
 * The locale for both messages and Intl formatting: any BCP 47 tag whose
 * language we have is kept as is (`de-AT`, `fr-CH`, `ro-MD` keep their
 * region's formats); anything else is English, so numbers and words never
 * mix languages. Malformed tags would make Intl throw.
 */
export function widgetLocale(requested: string): { tag: string; language: string } {
  try {
    const tag = Intl.getCanonicalLocales(requested)[0];
    // Canonical: the language in lower case (`DE-at` is `de-AT`).
    const language = tag?.split('-')[0] ?? '';
    if (tag && LANGUAGES.includes(language)) return { tag, language };
  } catch {
    // Not a BCP 47 tag: English below.
  }
  return { tag: 'en', language: 'en' };
}
