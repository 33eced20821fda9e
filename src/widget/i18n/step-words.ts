import type { WidgetLoads } from '../types.ts';
import type { StepKey } from './steps/en.ts';
import { widgetLocale } from './t.ts';

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

/**
 * The later steps' words in `language` (English for one we lack); the loader asks again after a failure.
 * That language's chunk, itself checked by the loader, names them with their sha256 (vite.config.ts VOUCHED),
 * so a purchase carries one language's sha256, not every language's; unbuilt (unit tests) it names none.
 */
export async function loadStepWords(language: string, loads: Pick<WidgetLoads, 'messages' | 'verified'>) {
  const { language: ours } = widgetLocale(language);
  const { stepWords } = await loads.messages(ours);
  if (stepWords) await loads.verified(...stepWords);
  return (await LANGUAGES[ours]!()).messages;
}
