import { computed, signal } from '@preact/signals-core';
import type { Money, VehicleType } from '../../contract/primitives.ts';
import { planTrip } from '../../contract/trip-plan/plan-trip.ts';
import { replacementsFor } from '../../contract/trip-plan/replacements.ts';
import type { CountryPlan, PlanLine, TripPlan } from '../../contract/trip-plan/trip-plan.ts';
import type { DayRange, TripRequest } from '../../contract/trip-plan/trip-request.ts';
import type { Store } from '../app/store.ts';
import { lastValidDay } from '../../contract/validity.ts';
import { DEFERRAL_DAYS } from '../../contract/deferral.ts';
import { duplicateGroup } from '../../contract/duplicate-group.ts';
import type { Product } from '../../contract/product.ts';
import { addDays } from '../lib/dates.ts';

/** What the partner may say of the trip (attributes `trip` and `trip-dates`, or the /embed parameters). */
export interface TripStart {
  /** Countries in the order driven, e.g. `DE,AT,HU,RO`; a route that comes back the same way is a round trip. */
  route: string | null;
  /** `first/last`, an ISO 8601 interval of days: `2026-12-20/2027-01-03`. */
  dates: string | null;
}

/** One product of the basket, as the shopper will pay for it. */
export interface BasketLine {
  key: string;
  country: string;
  slug: string;
  start_date: string;
  end_date: string;
  price: Money;
  covers: string[];
  deferred: boolean;
  immediate_unavailable: boolean;
  /** An optional addition (tunnel, train, ferry) the shopper ticked. */
  addition: boolean;
  /** A product the shopper added by hand to a country, on its first day there. */
  byHand?: boolean;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `DE,AT,HU,RO,HU,AT,DE` is DE..RO there and back: the planner's round trip over the first half. */
export function parseRoute(route: string | null): { route: string[]; round: boolean } {
  const codes = (route ?? '').toUpperCase().split(/[\s,;]+/).filter((c) => /^[A-Z]{2}$/.test(c));
  const half = Math.floor(codes.length / 2);
  const mirrored = codes.slice(0, half).every((c, i) => c === codes[codes.length - 1 - i]);
  const round = codes.length > 2 && codes.length % 2 === 1 && mirrored;
  return { route: round ? codes.slice(0, half + 1) : codes, round };
}

/**
 * The trip as the shopper shapes it: the route, the days, the vehicle, and
 * their edits to the proposal (a line swapped, a country left out, an
 * addition ticked). The proposal and the basket are derived, never copied,
 * so any change re-plans at once from the live catalogue.
 */
export function createTrip(store: Store, start: TripStart) {
  const today = store.core.deps.today();
  /** A start after this day waits in DEFERRED (spec 3), as the service will schedule it. */
  const deferredAfter = addDays(today, DEFERRAL_DAYS);
  const parsed = parseRoute(start.route);
  const [from = '', to = ''] = (start.dates ?? '').split('/');
  const route = signal<string[]>(parsed.route.length ? parsed.route : store.country.value ? [store.country.value] : []);
  const firstDay = signal(ISO_DAY.test(from) ? from : today);
  const lastDay = signal(ISO_DAY.test(to) ? to : ISO_DAY.test(from) ? from : today);
  const roundTrip = signal(parsed.round);
  const vehicle = signal<VehicleType>((store.form.vehicle_type.value || 'car') as VehicleType);
  /** Days the shopper set per country; a country without them follows the trip's dates. */
  const days = signal<Record<string, DayRange>>({});
  const counties = signal<string[]>([]);
  /** Swapped lines: `country:start_date` → the product chosen instead. */
  const swaps = signal<Record<string, string>>({});
  const dropped = signal<string[]>([]);
  const additions = signal<string[]>([]);
  const byHand = signal<{ slug: string; start_date: string }[]>([]);

  const context = computed(() => {
    const catalogue = store.catalogue.value;
    return catalogue && { products: catalogue.products, status: catalogue.status, today };
  });

  /** The day field that keeps the trip from being planned: a first day before today, else a last day before it. */
  const wrongDay = computed<'first' | 'last' | null>(() => {
    if (!ISO_DAY.test(firstDay.value) || firstDay.value < today) return 'first';
    return ISO_DAY.test(lastDay.value) && lastDay.value >= firstDay.value ? null : 'last';
  });

  const request = computed<TripRequest | null>(() => {
    if (!route.value.length || wrongDay.value) return null;
    return {
      route: route.value.map((country) => {
        const set = days.value[country];
        return set ? { country, days: [set] } : { country };
      }),
      first_day: firstDay.value,
      last_day: lastDay.value,
      round_trip: roundTrip.value,
      vehicle_type: vehicle.value,
      hungary_counties: counties.value,
    };
  });

  const plan = computed<TripPlan | null>(() => {
    const ctx = context.value;
    const asked = request.value;
    if (!ctx || !asked) return null;
    try {
      return planTrip(asked, ctx);
    } catch {
      return null;
    }
  });

  const productOf = (slug: string) => store.catalogue.value?.products.find((p) => p.slug === slug);
  const priceOf = (product: Product) => product.prices.find((p) => p.vehicle_type === vehicle.value)?.price;

  const lineKey = (country: string, line: Pick<PlanLine, 'start_date' | 'slug'>) => `${country}:${line.start_date}:${line.slug}`;

  /** Whether two products are of one group the service keeps from overlapping for a vehicle (spec 2.3). */
  const sameGroup = (a: string, b: string) => {
    const [pa, pb] = [productOf(a), productOf(b)];
    return !!pa && !!pb && duplicateGroup(pa) !== null && duplicateGroup(pa) === duplicateGroup(pb);
  };
  /** A plan line of the country whose every day a product valid from `start` to `end` covers already. */
  const within = (line: PlanLine, start: string, end: string) => line.covers.every((d) => d >= start && d <= end);

  /**
   * The other products that alone cover a line's days, for its swap menu. A longer one may reach into the
   * country's next line: offered when it covers that line's days too (the basket then leaves that line out), not
   * when it would only overlap it, nor a vignette the shopper added by hand (kept whatever the plan does), which
   * the service refuses as a duplicate (409).
   */
  const choicesFor = (country: string, line: PlanLine) => {
    const ctx = context.value;
    const others = plan.value?.countries.find((c) => c.country === country)?.lines.filter((l) => l !== line) ?? [];
    const apart = (slug: string, start: string, end: string, choice: { slug: string; end_date: string }) =>
      !sameGroup(choice.slug, slug) || end < line.start_date || start > choice.end_date;
    const fits = (choice: { slug: string; end_date: string }) => others
      .every((o) => apart(o.slug, o.start_date, o.end_date, choice) || within(o, line.start_date, choice.end_date))
      // A hand line the basket leaves out (not sold for this vehicle) is no clash.
      && byHand.value.every((h) => {
        const product = productOf(h.slug);
        return !product || !priceOf(product)
          || apart(h.slug, h.start_date, lastValidDay(product, h.start_date), choice);
      });
    return (ctx ? replacementsFor(line, country as never, ctx, vehicle.value) : []).filter(fits);
  };

  const basket = computed<BasketLine[]>(() => {
    const current = plan.value;
    if (!current) return [];
    const lines: BasketLine[] = [];
    for (const country of current.countries) {
      if (dropped.value.includes(country.country)) continue;
      const chosen = country.lines.map((line) => {
        const swapped = swaps.value[lineKey(country.country, line)];
        const choice = swapped ? choicesFor(country.country, line).find((c) => c.slug === swapped) : undefined;
        return { line, choice };
      });
      for (const { line, choice } of chosen) {
        // A line a longer product swapped in covers already is no longer needed, nor taken by the service beside it.
        if (chosen.some((o) => o.choice && o.line !== line && sameGroup(o.choice.slug, line.slug)
          && within(line, o.line.start_date, o.choice.end_date))) continue;
        lines.push({
          ...line, key: lineKey(country.country, line), country: country.country, addition: false,
          ...(choice ? { slug: choice.slug, price: choice.price, end_date: choice.end_date } : {}),
        });
      }
    }
    for (const added of byHand.value) {
      const product = productOf(added.slug);
      const price = product && priceOf(product);
      if (!product || !price || dropped.value.includes(product.country)) continue;
      const end = lastValidDay(product, added.start_date);
      const covers = current.countries.find((c) => c.country === product.country)?.days
        .filter((d) => d >= added.start_date && d <= end) ?? [];
      lines.push({
        key: `=${added.slug}:${added.start_date}`, country: product.country, slug: product.slug, start_date: added.start_date,
        end_date: end, price, covers, deferred: added.start_date > deferredAfter, immediate_unavailable: false,
        addition: true, byHand: true,
      });
    }
    for (const addition of current.additions) {
      if (!additions.value.includes(addition.slug)) continue;
      const on = current.countries.find((c) => c.country === (addition.between?.[1] ?? addition.country))
        ?? current.countries.find((c) => c.country === addition.country);
      const day = on?.days[0] ?? firstDay.value;
      lines.push({
        key: `+${addition.slug}`, country: addition.country, slug: addition.slug, start_date: day, end_date: day,
        price: addition.price, covers: [day], deferred: day > deferredAfter, immediate_unavailable: false,
        addition: true,
      });
    }
    return lines;
  });

  const total = computed<Money>(() => ({ amount: basket.value.reduce((sum, l) => sum + l.price.amount, 0), currency: 'EUR' }));

  /**
   * The products of `country` sold for the vehicle that the service takes beside the basket when started on
   * `day`: not one the basket has on that day already, nor a vignette of a group (spec 2.3) that a line covers
   * on any of its days, which the service refuses as a duplicate (409).
   */
  const addable = (country: string, day: string): Product[] =>
    (store.catalogue.value?.products ?? []).filter((product) => product.country === country && priceOf(product)
      && !basket.value.some((line) => clashes(product, day, line)));
  const clashes = (product: Product, day: string, line: BasketLine) =>
    (line.slug === product.slug && line.start_date === day)
    || (sameGroup(product.slug, line.slug) && line.start_date <= lastValidDay(product, day) && line.end_date >= day);

  /** What the plan says its line-up of a country beat, while the shopper keeps it: after a swap it is another. */
  const beatOf = (country: CountryPlan) => {
    const swapped = (l: BasketLine) => l.country === country.country && !l.addition && l.key !== lineKey(l.country, l);
    return basket.value.some(swapped) ? undefined : country.beat;
  };

  const toggle = (list: typeof dropped, value: string) => {
    list.value = list.value.includes(value) ? list.value.filter((v) => v !== value) : [...list.value, value];
  };

  return {
    today, route, firstDay, lastDay, roundTrip, vehicle, days, counties, swaps, dropped, additions, byHand,
    wrongDay, request, plan, basket, total, choicesFor, lineKey, priceOf, addable, beatOf,
    addCountry: (code: string) => {
      if (code && !route.value.includes(code)) route.value = [...route.value, code];
    },
    removeCountry: (code: string) => {
      route.value = route.value.filter((c) => c !== code);
    },
    swap: (key: string, slug: string) => {
      swaps.value = { ...swaps.value, [key]: slug };
    },
    toggleDropped: (country: string) => toggle(dropped, country),
    toggleAddition: (slug: string) => toggle(additions, slug),
    /**
     * A product of a country added by hand on a day of the trip, if `addable` offers it: so never twice on one
     * day, which keeps each hand line's key its own, and removing it by that key removes that line only.
     */
    addByHand: (slug: string, start_date: string) => {
      const product = productOf(slug);
      if (!product || !addable(product.country, start_date).includes(product)) return;
      byHand.value = [...byHand.value, { slug, start_date }];
    },
    removeByHand: (key: string) => {
      const at = byHand.value.findIndex((a) => `=${a.slug}:${a.start_date}` === key);
      byHand.value = byHand.value.filter((_, i) => i !== at);
    },
    toggleCounty: (slug: string) => toggle(counties, slug),
    setDays: (country: string, range: DayRange | null) => {
      const { [country]: _old, ...rest } = days.value;
      days.value = range ? { ...rest, [country]: range } : rest;
    },
  };
}

export type Trip = ReturnType<typeof createTrip>;
