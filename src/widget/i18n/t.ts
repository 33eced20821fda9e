import type { MessageKey } from './en.ts';

export type Messages = Record<MessageKey, string>;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * One chunk per language, so a shopper downloads only theirs. vite.config.ts
 * builds each as its own entry and writes their names and integrity here.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'it', 'cs', 'sk', 'hu', 'sl', 'ro', 'bg'];

/** `{name}` placeholders are filled from params; unknown ones stay visible so a bug shows. */
export function translator(messages: Messages): Translate {
  return (key, params) => messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole);
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
    const language = tag?.split('-')[0]?.toLowerCase() ?? '';
    if (tag && LANGUAGES.includes(language)) return { tag, language };
  } catch {
    // Not a BCP 47 tag: English below.
  }
  return { tag: 'en', language: 'en' };
}

/** The build replaces this string (quotes included) with the JSON of `{ language: [file, integrity] }`. */
const LOCALE_SRI = '__RC_LOCALE_SRI__';

/**
 * The loader's SRI covers the app; the app extends it to the language it
 * loads: a module <script> with the chunk's integrity goes first, and the
 * import() of the same URL then gets the module the browser verified.
 * Only a build has the map; tests import the catalogues themselves.
 */
export async function loadMessages(requested: string): Promise<Messages> {
  const language = LANGUAGES.includes(requested) ? requested : 'en';
  const built = LOCALE_SRI.startsWith('{')
    ? (JSON.parse(LOCALE_SRI) as Record<string, [file: string, integrity: string]>)[language]
    : undefined;
  if (!built) throw new Error('road-checkout: messages are only loaded from a build');
  const url = new URL(built[0], import.meta.url).href;
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = url;
    script.integrity = built[1];
    script.crossOrigin = 'anonymous';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`road-checkout: messages for ${language} failed to load`));
    document.head.append(script);
  });
  return ((await import(/* @vite-ignore */ url)) as { messages: Messages }).messages;
}
