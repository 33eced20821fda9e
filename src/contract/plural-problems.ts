import { pluralForms } from './plural.ts';

/**
 * What is wrong with a catalogue message's plural blocks in `language`: one that does not parse, one without an
 * `other`, a form the language's grammar has no use for (Intl's plural categories). Empty when nothing is.
 */
export function pluralProblems(text: string, language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  const blocks = pluralForms(text);
  const unparsed = text.split(/, ?plural,/).length - 1 - blocks.size;
  return [
    ...(unparsed ? [`${unparsed} plural block(s) that do not parse`] : []),
    ...[...blocks].flatMap(([name, forms]) => [
      ...(forms.includes('other') ? [] : [`{${name}} has no other`]),
      ...forms.filter((f) => !f.startsWith('=') && !categories.includes(f)).map((f) => `{${name}}: ${language} has no ${f}`),
    ]),
  ];
}

/** `{name}` and a plural block's `{name, plural, …}`: what a message is filled with, to hold against English's. */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)(?:\}|, ?plural,)/g)].map((m) => m[1]).sort();
