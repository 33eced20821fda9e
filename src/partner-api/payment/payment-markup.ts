import { html } from 'hono/html';
import type { Money } from '../../contract/primitives.ts';
import type { PaymentWordKey, PaymentWords } from './payment-messages.ts';

export const formatMoney = (m: Money, locale = 'en-IE') =>
  new Intl.NumberFormat(locale === 'en' ? 'en-IE' : locale, { style: 'currency', currency: m.currency }).format(m.amount / 100);

/**
 * A catalogue message whose placeholders take markup (a plate that must not break, a reference set as code):
 * its own words stay escaped text, as `w.t` would give them.
 */
export const phrase = (w: PaymentWords, key: PaymentWordKey, params: Record<string, unknown>) =>
  w.parts(key).map((part, i) => (i % 2 === 1 ? params[part] ?? `{${part}}` : part));

/** A phone would otherwise end a line inside it ("CJ 12" / "ABC", "BA-" / "123AB"). */
export const plate = (text: string) => html`<span class="plate">${text}</span>`;

/** Items as the page's language lists them ("A, B și C"), each item's markup kept whole. */
export const listMarkup = <T>(items: readonly T[], locale: string, render: (item: T) => unknown) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).formatToParts(items.map((_, i) => String(i)))
    .map((part) => (part.type === 'element' ? render(items[Number(part.value)]!) : part.value));

/** A registration country as the shopper names it ("Česko", not "CZ"), as the widget shows it. */
export const countryName = (code: string, locale: string) =>
  new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code;

/** A vehicle as text, where no markup can go (the failure reason the widget is told). */
export const vehicleText = (car: { plate: string; country: string }, locale: string) =>
  `${car.plate} (${countryName(car.country, locale)})`;

/** The same vehicle on the page, its plate kept whole. */
export const vehicleMarkup = (car: { plate: string; country: string }, locale: string) =>
  html`${plate(car.plate)} (${countryName(car.country, locale)})`;

/**
 * A machine reference is for support, not for reading: small and monospaced, wrapping evenly at any character
 * instead of running through a sentence.
 */
export const referenceCode = (ref: string) => html`<code class="ref">${ref}</code>`;
