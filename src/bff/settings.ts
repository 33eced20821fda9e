import { resolve } from 'node:path';
import * as z from 'zod/mini';
import { type ReferenceRates, ReferenceRatesSetting } from './reference-rates.ts';
import { PaymentProviders } from '../contract/primitives.ts';
import type { PaymentProvider } from '../contract/primitives.ts';
import type { ClientLimitSettings } from './abuse/client-limits.ts';
import { PARTNER_TIERS, TIER_BUDGETS } from './queue/tier-budgets.ts';
import type { PartnerTier } from './queue/tier-budgets.ts';
import { useEnglishZodMessages } from './zod-messages.ts';

export interface BffSettings {
  host: string;
  port: number;
  /** Origin (and optional path) browsers use to reach this BFF, no trailing slash. */
  publicUrl: string;
  /** Base URL of the Partner API, no trailing slash; `/public/...` is appended. */
  upstreamUrl: string;
  /** Origin of the service's hosted payment page, which /embed's widget frames: the upstream's unless set. */
  paymentOrigin: string;
  apiKey: string;
  webhookSecret: string;
  allowedOrigins: string[];
  paymentProviders: PaymentProvider[];
  openOrderDetails: boolean;
  /** Shown to shoppers whose order needs a person (provider error, refund questions). */
  supportUrl: string;
  /** The partner's tier at the Partner API: the quota guard spends its section 8 budgets. */
  tier: PartnerTier;
  /** Per-client limits on the BFF's own routes (see abuse/client-limits.ts). */
  clientLimits: ClientLimitSettings;
  /** Opens /metrics and /readyz to `Authorization: Bearer <opsToken>`; unset, they are not served. */
  opsToken?: string;
  /** PostgreSQL shared by every instance (postgres://...); unset: SQLite in dataDir, one instance. */
  databaseUrl?: string;
  /** Absolute paths, resolved once so a later `chdir` cannot move them. */
  dataDir: string;
  widgetDir: string;
  /** BFF_REFERENCE_RATES: local-currency prices as information in the catalogue; unset, euro prices only. */
  referenceRates?: ReferenceRates;
}

/** Defaults, applied before validation so they pass through the same checks. */
const DEFAULTS = {
  BFF_HOST: '127.0.0.1',
  BFF_PORT: '4000',
  BFF_UPSTREAM_URL: 'http://127.0.0.1:4010',
  BFF_API_KEY: 'sk_test_standard_sandbox',
  BFF_WEBHOOK_SECRET: 'whsec_cm9hZC1jaGVja291dC1zYW5kYm94LXdlYmhvb2sta2V5',
  BFF_ALLOWED_ORIGINS: 'http://127.0.0.1:4020,http://localhost:4020',
  BFF_PAYMENT_PROVIDERS: 'stripe,paypal',
  BFF_OPEN_ORDER_DETAILS: 'false',
  BFF_TIER: 'standard',
  BFF_TRUSTED_PROXIES: '0',
  BFF_CLIENT_SHARE: '0.2',
  BFF_CLIENT_STREAMS: '20',
  BFF_CLIENT_UNPAID_ORDERS: '5',
  BFF_DATA_DIR: 'data/bff',
  BFF_WIDGET_DIR: 'dist/widget',
} as const;

export const BFF_SETTINGS_DOC: ReadonlyArray<{ name: string; default: string; meaning: string }> = [
  { name: 'BFF_HOST', default: DEFAULTS.BFF_HOST, meaning: 'Interface the BFF listens on.' },
  { name: 'BFF_PORT', default: DEFAULTS.BFF_PORT, meaning: 'Port the BFF listens on (0 picks a free one).' },
  { name: 'BFF_PUBLIC_URL', default: 'http://BFF_HOST:BFF_PORT', meaning: 'URL browsers use to reach the BFF; written into the embed page and confirmation links.' },
  { name: 'BFF_UPSTREAM_URL', default: DEFAULTS.BFF_UPSTREAM_URL, meaning: 'Base URL of the Partner Road-Products API.' },
  {
    name: 'BFF_PAYMENT_ORIGIN',
    default: 'the origin of BFF_UPSTREAM_URL',
    meaning: "Origin of the service's payment links (https://pay.service.example), which the /embed page lets its widget frame: needed only when they are not on BFF_UPSTREAM_URL's origin.",
  },
  { name: 'BFF_API_KEY', default: DEFAULTS.BFF_API_KEY, meaning: "The partner's API key (the sandbox's Standard-tier key by default). Never sent to a browser." },
  { name: 'BFF_WEBHOOK_SECRET', default: DEFAULTS.BFF_WEBHOOK_SECRET, meaning: "Standard Webhooks secret (whsec_...) that signs the Partner API's webhooks (the sandbox's Standard partner secret by default, which is public: an API key other than a test key sk_test_... needs its own)." },
  { name: 'BFF_ALLOWED_ORIGINS', default: DEFAULTS.BFF_ALLOWED_ORIGINS, meaning: 'Comma list of exact origins of the partner pages that embed the widget (CORS and frame-ancestors).' },
  { name: 'BFF_PAYMENT_PROVIDERS', default: DEFAULTS.BFF_PAYMENT_PROVIDERS, meaning: 'Payment providers offered on the payment page: a subset of stripe,paypal,revolut.' },
  { name: 'BFF_OPEN_ORDER_DETAILS', default: DEFAULTS.BFF_OPEN_ORDER_DETAILS, meaning: 'Whether the payment page shows the order details opened.' },
  {
    name: 'BFF_SUPPORT_URL',
    default: 'the first BFF_ALLOWED_ORIGINS entry',
    meaning: "Support page or mailto: link shown to shoppers when an order fails or is refunded (the partner's own site by default).",
  },
  {
    name: 'BFF_TIER',
    default: DEFAULTS.BFF_TIER,
    meaning: "The partner's tier at the Partner API (standard, premium or enterprise): the BFF spends that tier's rate limits itself, so the upstream never answers 429.",
  },
  {
    name: 'BFF_TRUSTED_PROXIES',
    default: DEFAULTS.BFF_TRUSTED_PROXIES,
    meaning: 'How many proxies in front of the BFF append to X-Forwarded-For; the client is the entry that many from the right (0: the socket peer).',
  },
  {
    name: 'BFF_CLIENT_SHARE',
    default: DEFAULTS.BFF_CLIENT_SHARE,
    meaning: "Fraction (above 0, at most 1) of each of the tier's upstream budgets that all shoppers share (order creations, "
      + 'plate checks) one client may spend in 61 s; past it, 429 client_share_exceeded. 1 turns fair shares off (one client may then also queue any number of orders).',
  },
  {
    name: 'BFF_CLIENT_ORDERS_PER_MINUTE',
    default: "the tier's order creations a minute",
    meaning: 'Requests to create an order (new or replayed) one client may send a minute; Standard 10, Premium 50, Enterprise 200 by default.',
  },
  {
    name: 'BFF_CLIENT_VEHICLE_CHECKS_PER_MINUTE',
    default: "the tier's plate checks a minute",
    meaning: 'Plate validations one client may send a minute; Standard 50, Premium 200, Enterprise 500 by default.',
  },
  { name: 'BFF_CLIENT_STREAMS', default: DEFAULTS.BFF_CLIENT_STREAMS, meaning: 'Order-status event streams one client may hold open at once.' },
  { name: 'BFF_CLIENT_UNPAID_ORDERS', default: DEFAULTS.BFF_CLIENT_UNPAID_ORDERS, meaning: 'Unpaid orders one client may hold open at once.' },
  {
    name: 'BFF_REFERENCE_RATES',
    default: 'unset (euro prices only)',
    meaning: 'A date and the units of CHF, CZK, HUF, RON or MDL one euro buys (`2026-11-20 CHF=0.9312 CZK=24.31`), as you '
      + 'state them (say, that day\'s ECB reference rates): the widget shows a Swiss, Czech, Hungarian, Romanian or Moldovan '
      + 'product\'s price in that money too, as information (≈) beside the euro price that is charged.',
  },
  {
    name: 'BFF_OPS_TOKEN',
    default: 'unset (no /metrics or /readyz)',
    meaning: 'Bearer token (at least 32 characters, e.g. `openssl rand -base64 32`) that /metrics and /readyz require in '
      + 'Authorization; unset, they answer 404. /healthz stays open.',
  },
  {
    name: 'BFF_DATABASE_URL',
    default: 'unset (SQLite in BFF_DATA_DIR)',
    meaning: 'PostgreSQL URL (postgres://user@host:5432/db) that several BFF instances share: orders, keys, the order queue, '
      + 'the upstream quota, the catalogue and status notices. Unset, one instance keeps them in SQLite.',
  },
  {
    name: 'BFF_DATA_DIR',
    default: DEFAULTS.BFF_DATA_DIR,
    meaning: 'Directory of the SQLite database (created if missing; unused with BFF_DATABASE_URL).',
  },
  { name: 'BFF_WIDGET_DIR', default: DEFAULTS.BFF_WIDGET_DIR, meaning: 'Directory of the built widget (`npm run build`).' },
];

const httpUrl = z.pipe(
  z.string().check(z.refine((s) => {
    try {
      const url = new URL(s);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !url.username;
    } catch {
      return false;
    }
  }, 'must be an http(s) URL without query, fragment or credentials')),
  z.transform((s: string) => s.replace(/\/+$/, '')),
);

const isExactOrigin = (s: string) => {
  try {
    return new URL(s).origin === s;
  } catch {
    return false;
  }
};

/** A link the shopper can follow: a web page, or an e-mail address to write to. */
function isSupportLink(s: string): boolean {
  try {
    const url = new URL(s);
    if (url.protocol === 'mailto:') return /^[^@\s]+@[^@\s]+$/.test(url.pathname);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username;
  } catch {
    return false;
  }
}

function isPostgresUrl(s: string): boolean {
  try {
    const { protocol } = new URL(s);
    return protocol === 'postgres:' || protocol === 'postgresql:';
  } catch {
    return false;
  }
}

const commaList = (s: string) => s.split(',').map((item) => item.trim()).filter(Boolean);

const count = (min: number) => z.pipe(
  z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
  z.pipe(z.transform(Number), z.number().check(z.minimum(min, `must be at least ${min}`))),
);

const Env = z.object({
  BFF_HOST: z.string().check(z.regex(/^[A-Za-z0-9.:-]+$/, 'must be a host name or IP address')),
  BFF_PORT: z.pipe(
    z.string().check(z.regex(/^\d{1,5}$/, 'must be a whole number')),
    z.pipe(z.transform(Number), z.number().check(z.maximum(65535, 'must be at most 65535'))),
  ),
  BFF_PUBLIC_URL: z.optional(httpUrl),
  BFF_UPSTREAM_URL: httpUrl,
  BFF_PAYMENT_ORIGIN: z.optional(z.string().check(z.refine(isExactOrigin, 'must be an exact origin like https://pay.service.example (no path, no trailing slash)'))),
  BFF_API_KEY: z.string().check(z.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')),
  BFF_WEBHOOK_SECRET: z.string().check(z.regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, 'must be whsec_ followed by base64')),
  BFF_ALLOWED_ORIGINS: z.pipe(
    z.string(),
    z.pipe(
      z.transform(commaList),
      z.array(z.string().check(z.refine(isExactOrigin, 'must be an exact origin like https://shop.example (no path, no trailing slash)')))
        .check(z.minLength(1, 'list at least one origin')),
    ),
  ),
  BFF_PAYMENT_PROVIDERS: z.pipe(
    z.string(),
    z.pipe(z.transform(commaList), PaymentProviders),
  ),
  BFF_OPEN_ORDER_DETAILS: z.stringbool({ error: 'must be true or false' }),
  BFF_SUPPORT_URL: z.optional(z.string().check(z.refine(isSupportLink, 'must be an http(s) URL or a mailto: address'))),
  BFF_TIER: z.enum(PARTNER_TIERS, { error: 'must be standard, premium or enterprise' }),
  BFF_TRUSTED_PROXIES: count(0),
  BFF_CLIENT_SHARE: z.pipe(
    z.string().check(z.regex(/^(0?\.\d{1,4}|1(\.0{1,4})?)$/, 'must be a fraction such as 0.2, above 0 and at most 1')),
    z.pipe(z.transform(Number), z.number().check(z.positive('must be above 0'))),
  ),
  BFF_CLIENT_ORDERS_PER_MINUTE: z.optional(count(1)),
  BFF_CLIENT_VEHICLE_CHECKS_PER_MINUTE: z.optional(count(1)),
  BFF_CLIENT_STREAMS: count(1),
  BFF_CLIENT_UNPAID_ORDERS: count(1),
  BFF_REFERENCE_RATES: z.optional(ReferenceRatesSetting),
  BFF_OPS_TOKEN: z.optional(z.string().check(z.regex(/^[A-Za-z0-9._~+/-]{32,}=*$/,
    'must be at least 32 characters of letters, digits and -._~+/ (e.g. openssl rand -base64 32)'))),
  BFF_DATABASE_URL: z.optional(z.string().check(z.refine(isPostgresUrl, 'must be a postgres:// or postgresql:// URL'))),
  BFF_DATA_DIR: z.string(),
  BFF_WIDGET_DIR: z.string(),
});

/**
 * Reads the BFF settings from the environment. An empty variable counts as
 * unset, so `BFF_PORT= npm run bff` behaves like leaving it out.
 */
export function loadBffSettings(env: Record<string, string | undefined>): BffSettings {
  useEnglishZodMessages();
  const input: Record<string, string> = { ...DEFAULTS };
  for (const name of Object.keys(Env.shape)) {
    const value = env[name]?.trim();
    if (value) input[name] = value;
  }
  const result = Env.check(z.refine(
    (e) => e.BFF_API_KEY.startsWith('sk_test_') || e.BFF_WEBHOOK_SECRET !== DEFAULTS.BFF_WEBHOOK_SECRET,
    // The default is the sandbox's published secret: with it, anyone could sign webhooks a live BFF believes.
    { path: ['BFF_WEBHOOK_SECRET'], message: 'must be your own signing secret (from the partner panel) with a live API key; the default is the public sandbox secret' },
  )).safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const [name, index] = issue.path;
      const where = typeof index === 'number' ? `${String(name)} (entry ${index + 1})` : String(name);
      return `${where}: ${issue.message}`;
    });
    throw new Error(`Invalid BFF setting: ${lines.join('; ')}`);
  }
  const e = result.data;
  return {
    host: e.BFF_HOST,
    port: e.BFF_PORT,
    publicUrl: e.BFF_PUBLIC_URL ?? `http://${e.BFF_HOST.includes(':') ? `[${e.BFF_HOST}]` : e.BFF_HOST}:${e.BFF_PORT}`,
    upstreamUrl: e.BFF_UPSTREAM_URL,
    paymentOrigin: e.BFF_PAYMENT_ORIGIN ?? new URL(e.BFF_UPSTREAM_URL).origin,
    apiKey: e.BFF_API_KEY,
    webhookSecret: e.BFF_WEBHOOK_SECRET,
    allowedOrigins: e.BFF_ALLOWED_ORIGINS,
    paymentProviders: e.BFF_PAYMENT_PROVIDERS,
    openOrderDetails: e.BFF_OPEN_ORDER_DETAILS,
    supportUrl: e.BFF_SUPPORT_URL ?? `${e.BFF_ALLOWED_ORIGINS[0]}/`,
    tier: e.BFF_TIER,
    clientLimits: {
      trustedProxies: e.BFF_TRUSTED_PROXIES,
      // A client may not send more of these a minute than the partner may make upstream; its share is less still.
      ordersPerMinute: e.BFF_CLIENT_ORDERS_PER_MINUTE ?? TIER_BUDGETS['POST /orders'].perMinute[e.BFF_TIER],
      vehicleChecksPerMinute: e.BFF_CLIENT_VEHICLE_CHECKS_PER_MINUTE ?? TIER_BUDGETS['POST /validate-vehicle'].perMinute[e.BFF_TIER],
      share: e.BFF_CLIENT_SHARE,
      openStreams: e.BFF_CLIENT_STREAMS,
      unpaidOrders: e.BFF_CLIENT_UNPAID_ORDERS,
    },
    ...(e.BFF_OPS_TOKEN === undefined ? {} : { opsToken: e.BFF_OPS_TOKEN }),
    ...(e.BFF_REFERENCE_RATES === undefined ? {} : { referenceRates: e.BFF_REFERENCE_RATES }),
    ...(e.BFF_DATABASE_URL === undefined ? {} : { databaseUrl: e.BFF_DATABASE_URL }),
    dataDir: resolve(e.BFF_DATA_DIR),
    widgetDir: resolve(e.BFF_WIDGET_DIR),
  };
}
