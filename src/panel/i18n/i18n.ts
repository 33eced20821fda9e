import { computed, signal } from '@preact/signals';
import { plurals } from '../../contract/plural.ts';
import { messages as english, type MessageKey } from './en.ts';

export type Messages = Record<MessageKey, string>;

/** English and the widget's languages: those of the 9 countries. */
export const LANGUAGES = ['en', 'de', 'fr', 'it', 'cs', 'sk', 'hu', 'sl', 'ro', 'bg'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language is its own chunk, fetched when chosen; English is in the app as the fallback. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  de: () => import('./de.ts'),
  fr: () => import('./fr.ts'),
  it: () => import('./it.ts'),
  cs: () => import('./cs.ts'),
  sk: () => import('./sk.ts'),
  hu: () => import('./hu.ts'),
  sl: () => import('./sl.ts'),
  ro: () => import('./ro.ts'),
  bg: () => import('./bg.ts'),
};

/** Each language named in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano', cs: 'Čeština',
  sk: 'Slovenčina', hu: 'Magyar', sl: 'Slovenščina', ro: 'Română', bg: 'Български',
};

/** A tag keeps its region for formats (`de-AT`); a language we lack, or a malformed tag, is English. */
export function panelLocale(requested: string): { tag: string; language: Language } {
  try {
    const tag = Intl.getCanonicalLocales(requested)[0];
    const language = tag?.split('-')[0]?.toLowerCase();
    const known = LANGUAGES.find((l) => l === language);
    if (tag && known) return { tag, language: known };
  } catch {
    // Not a BCP 47 tag: English below.
  }
  return { tag: 'en', language: 'en' };
}

export const locale = signal(panelLocale('en'));
const catalogue = signal<Messages>(english);

/** Switches texts and formats; the texts change once the language's chunk is there. */
export async function chooseLanguage(requested: string): Promise<void> {
  const next = panelLocale(requested);
  const texts = next.language === 'en' ? english : (await LOADERS[next.language]()).messages;
  catalogue.value = texts;
  locale.value = next;
  document.documentElement.lang = next.tag;
}

const PICKED = 'road-checkout:panel-language';

/** The language the partner picked in this browser, else the browser's own. */
export function startingLanguage(): string {
  try {
    return localStorage.getItem(PICKED) ?? navigator.language;
  } catch {
    return navigator.language;
  }
}

/** The partner's pick from the language menu, kept in this browser for the next visit. */
export function pickLanguage(language: string): Promise<void> {
  try {
    localStorage.setItem(PICKED, language);
  } catch {
    // Storage refused (a locked-down browser): the pick holds for this visit.
  }
  return chooseLanguage(language);
}

/** `{name}` placeholders come from params; an unknown one stays visible so the bug shows. */
export function fill(text: string, params?: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
}

/**
 * Reads the catalogue signal, so a component re-renders when the language changes. A count a message says in the
 * language's grammar (contract/plural.ts) is passed as a number, which it writes in the locale's digits.
 */
export const t = (key: MessageKey, params?: Record<string, string | number>) =>
  plurals(fill(catalogue.value[key], params), params, locale.value.tag);

/** Intl refuses dateStyle beside timeZoneName, so the fields are spelled out. */
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short',
};

const dateTime = computed(() => new Intl.DateTimeFormat(locale.value.tag, DATE_TIME_OPTIONS));

/** An ISO instant in the browser's (the partner's) time zone, with the zone named. */
export const formatDateTime = (iso: string) => dateTime.value.format(new Date(iso));

export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Minor units to the locale's currency format. */
export const formatMoney = (money: { amount: number; currency: string }) =>
  new Intl.NumberFormat(locale.value.tag, { style: 'currency', currency: money.currency }).format(money.amount / 100);

const regionNames = computed(() => new Intl.DisplayNames(locale.value.tag, { type: 'region' }));

/** A country's name in the panel's language, from the browser's own data (no strings of ours). */
export const countryName = (code: string) => regionNames.value.of(code) ?? code;

/** The date part of DATE_TIME_OPTIONS, so a validity day and a purchase time read alike ("28. Nov. 2026" in both). */
const dateOnly = computed(() => new Intl.DateTimeFormat(locale.value.tag, {
  year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC',
}));

/** A `YYYY-MM-DD` calendar date (a validity day: the same day everywhere). */
export const formatDate = (day: string) => dateOnly.value.format(new Date(`${day}T00:00:00Z`));

const numbers = computed(() => new Intl.NumberFormat(locale.value.tag));
const percents = computed(() => new Intl.NumberFormat(locale.value.tag, { style: 'percent', maximumFractionDigits: 1 }));

/** A count in the locale's digits and grouping. */
export const formatNumber = (value: number) => numbers.value.format(value);

/** A share from 0 to 1 as the locale writes a percentage. */
export const formatPercent = (share: number) => percents.value.format(share);

/** A rate-limit tier by its plan's name, which stays the same in every language. */
export const tierName = (tier: 'standard' | 'premium' | 'enterprise') => `${tier[0]!.toUpperCase()}${tier.slice(1)}`;
