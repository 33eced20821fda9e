import type { WidgetLoads } from '../types.ts';
import type { StepKey } from './steps/en.ts';
import { widgetLocale } from './t.ts';

/**
 * Each language's chunk of the later steps' words and its sha256, which the
 * build writes over this name (vite.config.ts VOUCHED), so the checkout
 * steps' chunk, itself checked by the loader, vouches for the words it loads.
 * Unbuilt (unit tests) there is no chunk to check.
 */
declare const __RC_STEP_WORDS__: Record<string, [file: string, integrity: string]>;

// One chunk a language: the first screen waits for none of these, a purchase downloads the shopper's only.
const LANGUAGES: Record<string, () => Promise<{ messages: Record<StepKey, string> }>> = {
  en: () => import('./steps/en.ts'),
  de: () => import('./steps/de.ts'),
  fr: () => import('./steps/fr.ts'),
  it: () => import('./steps/it.ts'),
  cs: () => import('./steps/cs.ts'),
  sk: () => import('./steps/sk.ts'),
  hu: () => import('./steps/hu.ts'),
  sl: () => import('./steps/sl.ts'),
  ro: () => import('./steps/ro.ts'),
  bg: () => import('./steps/bg.ts'),
};

/** The later steps' words in `language` (English for one we lack); the loader asks again after a failure. */
export async function loadStepWords(language: string, verified: WidgetLoads['verified']) {
  const { language: ours } = widgetLocale(language);
  if (typeof __RC_STEP_WORDS__ !== 'undefined') await verified(...__RC_STEP_WORDS__[ours]!);
  return (await LANGUAGES[ours]!()).messages;
}
