import type { Country, Money } from '../primitives.ts';
import type { Product, ProductsStatus } from '../product.ts';

/** What the planner reads: the live catalogue, the providers' status and the shopper's today (`YYYY-MM-DD`). */
export interface PlanContext {
  products: readonly Product[];
  /** Without it every product counts as available, also for a start today. */
  status?: ProductsStatus;
  today: string;
}

export interface PlanLine {
  slug: string;
  start_date: string;
  /** By `lastValidDay`, the day the service will write on the order. */
  end_date: string;
  /** The driving days this line covers. */
  covers: string[];
  price: Money;
  /** Starts more than 3 days after today: the order will be `DEFERRED` (spec 3). */
  deferred: boolean;
  /** Starts today but the provider cannot register an immediate vignette now: kept, the widget explains. */
  immediate_unavailable: boolean;
}

export interface CountryPlan {
  country: Country;
  /** Every driving day in the country, sorted. */
  days: string[];
  lines: PlanLine[];
  total: Money;
  /**
   * The cheapest other way to cover the national network (the Hungarian
   * county lines, the same either way, are left out of `total` and `more`).
   */
  beat?: { slugs: string[]; total: Money; more: Money };
  /**
   * `not_needed`: no vignette of the country is sold for the vehicle type (none is needed);
   * `not_available`: some day cannot be covered, the products it needs are unavailable.
   */
  note?: 'not_needed' | 'not_available';
}

/** A single-journey product on the route, offered beside the plan and never in its total. */
export interface TripAddition {
  slug: string;
  country: Country;
  price: Money;
  /** The two countries it links, in the order the route first crosses between them. */
  between?: [Country, Country];
}

export interface TripPlan {
  /** Sold countries in first-driven order, each once. */
  countries: CountryPlan[];
  /** Countries of the route whose products we do not sell. */
  passed_over: string[];
  additions: TripAddition[];
  total: Money;
}

/** A request the schema cannot refuse, or that reached the planner without it (the widget has no zod). */
export class TripPlanError extends Error {
  constructor(readonly code: 'starts_in_the_past' | 'bad_range', message: string) {
    super(message);
    this.name = 'TripPlanError';
  }
}
