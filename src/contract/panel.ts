import * as z from 'zod/mini';
import { PartnerAccount } from './account.ts';
import { ExternalOrderStatus } from './external-order.ts';
import { Order, OrderStatus } from './order.ts';
import { DELIVERY_OUTCOMES, PANEL_EVENT_TYPES } from './panel-events.ts';
import { Country, Money, ProductType } from './primitives.ts';

/**
 * The partner panel's own API (`/panel/api/*`, issue 10): a browser app with a session cookie, not a partner
 * integration, so it is not under /public and not in the OpenAPI reference.
 */

/** The API key is exchanged once for a session cookie; the browser never keeps it. */
export const PanelSignInInput = z.strictObject({
  api_key: z.string().check(z.trim(), z.minLength(1, 'Enter your API key'), z.maxLength(128)),
});
export type PanelSignInInput = z.infer<typeof PanelSignInInput>;

export const PanelSession = z.object({
  partner_id: z.string(),
  tier: z.enum(['standard', 'premium', 'enterprise']),
  status: z.enum(['active', 'disabled']),
  /** The service runs as the sandbox: the panel offers its controls (clock, providers, faults, payments, refunds). */
  sandbox: z.boolean(),
});
export type PanelSession = z.infer<typeof PanelSession>;

export const PanelWebhookUrlInput = z.strictObject({
  /** null: send no webhooks. */
  url: z.nullable(z.url({ protocol: /^https?$/, error: 'Give an http or https URL' }).check(z.maxLength(2000))),
});
export type PanelWebhookUrlInput = z.infer<typeof PanelWebhookUrlInput>;

export const PanelWebhookSettings = z.object({
  url: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
  /** Until then the rotated-out secret signs beside the new one. */
  previous_secret_until: z.nullable(z.string()),
  /** How long a rotated-out secret keeps signing beside the new one, said before the partner rotates. */
  secret_overlap_hours: z.int(),
});
export type PanelWebhookSettings = z.infer<typeof PanelWebhookSettings>;

/** The answer of a rotation: the only time the new secret is shown. */
export const PanelRotatedSecret = z.object({ secret: z.string(), previous_secret_until: z.string() });
export type PanelRotatedSecret = z.infer<typeof PanelRotatedSecret>;

const PanelDeliveryAttempt = z.object({
  attempt: z.int(),
  at: z.string(),
  /** null: no HTTP answer (refused, timed out). */
  status: z.nullable(z.int()),
  latency_ms: z.int(),
  /** Where this attempt went (the URL may have changed since). */
  url: z.nullable(z.string()),
  excerpt: z.nullable(z.string()),
  error: z.nullable(z.string()),
});

export const PanelDelivery = z.object({
  id: z.string(),
  event_type: z.string(),
  order_id: z.nullable(z.string()),
  created_at: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  /** The exact body sent, as signed: a developer checks a signature against these bytes. */
  payload: z.string(),
  attempts: z.array(PanelDeliveryAttempt),
});
export type PanelDelivery = z.infer<typeof PanelDelivery>;

/** One page of the deliveries that match, newest first: page 1 the newest `per_page` of the `total`. */
export const PanelDeliveryList = z.object({
  data: z.array(PanelDelivery), page: z.int(), per_page: z.int(), total: z.int(),
});

/** The delivery log's filters (event type and outcome) and its page. */
export const PanelDeliveryQuery = z.object({
  type: z.optional(z.enum(PANEL_EVENT_TYPES)),
  outcome: z.optional(z.enum(DELIVERY_OUTCOMES)),
  page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000)), 1),
});

/** Every failing delivery (given up, or retrying after a refusal) created at or after `since` goes out again now. */
export const PanelRedeliverFailedInput = z.strictObject({ since: z.iso.datetime({ offset: true }) });
export type PanelRedeliverFailedInput = z.infer<typeof PanelRedeliverFailedInput>;
export type PanelDeliveryList = z.infer<typeof PanelDeliveryList>;

/** The filters of the panel's order list, shared by its pages and its CSV export. */
export const PanelOrderFilter = z.object({
  status: z.optional(OrderStatus),
  /** An order id, a plate (spaces and case ignored) or a shopper's e-mail. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  /** Purchased at or after this instant: the browser sends the partner's local midnight. */
  from: z.optional(z.iso.datetime({ offset: true })),
  /** Purchased before this instant. */
  to: z.optional(z.iso.datetime({ offset: true })),
  country: z.optional(Country),
  type: z.optional(ProductType),
  subaccount: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  /** The language of the product names (any BCP 47 tag; English when we lack it). */
  lang: z.optional(z.string().check(z.maxLength(35))),
});
export type PanelOrderFilter = z.infer<typeof PanelOrderFilter>;

export const PanelOrderQuery = z.extend(PanelOrderFilter, {
  page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000)), 1),
});

/** An order as the panel lists it: the product's name in the partner's language and the shopper's e-mail beside it. */
export const PanelOrder = z.extend(Order, { product_name: z.string(), email: z.string() });
export type PanelOrder = z.infer<typeof PanelOrder>;

export const PanelOrderPage = z.object({
  data: z.array(PanelOrder), page: z.int(), per_page: z.int(), total: z.int(),
});
export type PanelOrderPage = z.infer<typeof PanelOrderPage>;

/** The query of an order's detail: only the language of its product name. */
export const PanelOrderDetailQuery = z.object({ lang: z.optional(z.string().check(z.maxLength(35))) });

const PanelOrderEvent = z.object({
  status: OrderStatus,
  previous_status: z.nullable(OrderStatus),
  at: z.string(),
});

export const PanelOrderDetail = z.object({
  order: PanelOrder,
  timeline: z.array(PanelOrderEvent),
  deliveries: z.array(PanelDelivery),
});
export type PanelOrderDetail = z.infer<typeof PanelOrderDetail>;

const PanelNotice = z.object({
  reason: z.enum(['threshold_reached', 'fine_issued']),
  amount: Money,
  paid: Money,
  issued_at: z.string(),
  due_at: z.string(),
  settled_at: z.nullable(z.string()),
});

const PanelLedgerEntry = z.object({
  kind: z.enum(['order', 'fine', 'payment']),
  /** Negative for payments and reversals. */
  amount: z.int(),
  order_id: z.nullable(z.string()),
  at: z.string(),
});

export const PanelPayouts = z.object({
  account: PartnerAccount,
  /** Orders the partner collected itself (it owes their price) and those the service collected. */
  partner_collected: Money,
  service_collected: Money,
  threshold: Money,
  notices: z.array(PanelNotice),
  ledger: z.array(PanelLedgerEntry),
});
export type PanelPayouts = z.infer<typeof PanelPayouts>;

/** The test-integration checklist: each check green from real traffic, or red with the reason the panel explains. */
const INTEGRATION_CHECKS = ['catalogue_paced', 'plate_validated', 'order_idempotent', 'webhook_acknowledged', 'no_429'] as const;
const INTEGRATION_FIXES = [
  'catalogue_never', 'catalogue_stale', 'catalogue_too_often', 'plate_never', 'order_never', 'order_without_key',
  'webhook_no_url', 'webhook_never', 'webhook_failing', 'webhook_unanswered', 'rate_limited',
] as const;

export const PanelIntegration = z.object({
  checks: z.array(z.object({
    id: z.enum(INTEGRATION_CHECKS),
    ok: z.boolean(),
    /** Why it is red; null when green. */
    fix: z.nullable(z.enum(INTEGRATION_FIXES)),
    /** What the fix text names: a route, a status code, minutes, why an endpoint did not answer. */
    detail: z.nullable(z.string()),
  })),
  /** This minute's calls of each route against the tier's limit (the busiest id of per-id routes). */
  usage: z.array(z.object({ route: z.string(), used: z.int(), limit: z.int(), per_id: z.boolean() })),
});
export type PanelIntegration = z.infer<typeof PanelIntegration>;

export const PanelExternalOrderQuery = z.object({
  status: z.optional(ExternalOrderStatus),
  page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000)), 1),
  /** An `eo_` id or the partner's `reference_id`. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
