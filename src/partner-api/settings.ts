import * as z from 'zod/mini';

export type PartnerTier = 'standard' | 'premium' | 'enterprise';

export interface DemoPartnerSettings {
  tier: PartnerTier;
  apiKey: string;
  /** No URL: nothing is queued for this partner. */
  webhookUrl: string | undefined;
  webhookSecret: string;
  /** Exact origins of the partner's pages that may show the hosted payment page in a frame (the widget's overlay). */
  frameOrigins: string[];
}

export interface PartnerApiSettings {
  host: string;
  port: number;
  /** Base of payment links and PDF URLs; default http://HOST:PORT; undefined only with port 0 (the server fills in the real port). */
  publicUrl: string | undefined;
  dataDir: string;
  providerDelayMs: number;
  webhookRetryBaseMs: number;
  partners: DemoPartnerSettings[];
  /** Folder of the built partner panel (`npm run build`). */
  panelDir: string;
  /** The sandbox's controls under /sandbox (no key: clock, providers, faults, a partner's webhook endpoint). */
  sandbox: boolean;
  /** Webhooks may go to loopback and private addresses (a BFF on the same machine); the sandbox's default. */
  allowLocalWebhooks: boolean;
  /** How many proxies in front append to X-Forwarded-For; 0: the socket's peer is the client. */
  trustedProxies: number;
}

const text = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const millis = z.coerce.number('must be a number of milliseconds').check(
  z.int('must be a whole number of milliseconds'), z.nonnegative('must not be negative'), z.maximum(86_400_000, 'must be at most one day'),
);
const apiKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, "_" or "-"'));
const webhookSecret = z.string().check(
  z.regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, 'must be "whsec_" followed by a base64 key of at least 12 bytes'),
);

const isExactOrigin = (s: string) => {
  try {
    const url = new URL(s);
    return url.origin === s && (url.protocol === 'http:' || url.protocol === 'https:');
  } catch {
    return false;
  }
};
const origins = z.pipe(
  z.pipe(z.string(), z.transform((s: string) => s.split(',').map((item) => item.trim()).filter(Boolean))),
  z.array(z.string().check(z.refine(isExactOrigin, 'must list exact origins like https://shop.example (no path, no trailing slash)'))),
);

interface SettingSpec { name: string; default: string | undefined; meaning: string; schema: z.ZodMiniType }

const SPECS = [
  { name: 'PARTNER_API_HOST', default: '127.0.0.1', meaning: 'Interface to listen on.', schema: text },
  { name: 'PARTNER_API_PORT', default: '4010', meaning: 'TCP port; 0 picks a free one.', schema: z.coerce.number('must be a port number').check(z.int('must be a whole number'), z.minimum(0, 'must be 0 to 65535'), z.maximum(65535, 'must be 0 to 65535')) },
  { name: 'PARTNER_API_PUBLIC_URL', default: undefined, meaning: 'Base URL of payment links and confirmation PDFs; unset: http://HOST:PORT (the real port when PORT is 0).', schema: httpUrl },
  { name: 'PARTNER_API_DATA_DIR', default: 'data/partner-api', meaning: 'Folder of the SQLite database (created if missing).', schema: text },
  { name: 'PARTNER_API_PROVIDER_DELAY_MS', default: '1500', meaning: 'Simulated processing time of a national provider (PENDING to ACTIVE).', schema: millis },
  { name: 'PARTNER_API_WEBHOOK_RETRY_BASE_MS', default: '1000', meaning: 'First webhook retry delay; doubles per attempt, capped at 1 hour, 15 attempts.', schema: millis },
  { name: 'PARTNER_API_STANDARD_KEY', default: 'sk_test_standard_sandbox', meaning: 'API key of the demo Standard-tier partner.', schema: apiKey },
  { name: 'PARTNER_API_PREMIUM_KEY', default: 'sk_test_premium_sandbox', meaning: 'API key of the demo Premium-tier partner.', schema: apiKey },
  { name: 'PARTNER_API_ENTERPRISE_KEY', default: 'sk_test_enterprise_sandbox', meaning: 'API key of the demo Enterprise-tier partner.', schema: apiKey },
  { name: 'PARTNER_API_STANDARD_WEBHOOK_URL', default: 'http://127.0.0.1:4000/webhooks/partner-api', meaning: 'Webhook URL of the Standard partner (the BFF by default).', schema: httpUrl },
  { name: 'PARTNER_API_PREMIUM_WEBHOOK_URL', default: undefined, meaning: 'Webhook URL of the Premium partner; unset: no deliveries.', schema: httpUrl },
  { name: 'PARTNER_API_ENTERPRISE_WEBHOOK_URL', default: undefined, meaning: 'Webhook URL of the Enterprise partner; unset: no deliveries.', schema: httpUrl },
  { name: 'PARTNER_API_STANDARD_WEBHOOK_SECRET', default: 'whsec_cm9hZC1jaGVja291dC1zYW5kYm94LXdlYmhvb2sta2V5', meaning: 'Standard Webhooks signing secret of the Standard partner.', schema: webhookSecret },
  { name: 'PARTNER_API_PREMIUM_WEBHOOK_SECRET', default: 'whsec_cm9hZC1jaGVja291dC1wcmVtaXVtLXdlYmhvb2sta2V5', meaning: 'Standard Webhooks signing secret of the Premium partner.', schema: webhookSecret },
  { name: 'PARTNER_API_ENTERPRISE_WEBHOOK_SECRET', default: 'whsec_cm9hZC1jaGVja291dC1lbnRlcnByaXNlLXdlYmhvb2sta2V5', meaning: 'Standard Webhooks signing secret of the Enterprise partner.', schema: webhookSecret },
  { name: 'PARTNER_API_STANDARD_FRAME_ORIGINS', default: undefined, meaning: "Comma list of the Standard partner's page origins that may show the payment page inside the widget; unset: no site may frame it.", schema: origins },
  { name: 'PARTNER_API_PREMIUM_FRAME_ORIGINS', default: undefined, meaning: "The Premium partner's page origins that may frame the payment page.", schema: origins },
  { name: 'PARTNER_API_ENTERPRISE_FRAME_ORIGINS', default: undefined, meaning: "The Enterprise partner's page origins that may frame the payment page.", schema: origins },
  { name: 'PARTNER_API_PANEL_DIR', default: 'dist/panel', meaning: 'Folder of the built partner panel served at /panel (`npm run build`).', schema: text },
  { name: 'PARTNER_API_SANDBOX', default: 'false', meaning: 'Run as the sandbox: mount the keyless controls under /sandbox (clock, providers, faults, webhook endpoints). `npm start`, `npm run partner-api` and the tests turn it on.', schema: z.stringbool() },
  { name: 'PARTNER_API_ALLOW_LOCAL_WEBHOOKS', default: undefined, meaning: 'Whether webhooks may go to loopback, private and other internal addresses (a BFF on the same machine); unset: as PARTNER_API_SANDBOX.', schema: z.stringbool() },
  { name: 'PARTNER_API_TRUSTED_PROXIES', default: '0', meaning: 'How many proxies in front of the service append to X-Forwarded-For; the client (whose wrong keys are slowed down) is the entry that many from the right; 0: the socket peer.', schema: z.coerce.number('must be a number of proxies').check(z.int('must be a whole number'), z.minimum(0, 'must be 0 to 10'), z.maximum(10, 'must be 0 to 10')) },
] as const satisfies readonly SettingSpec[];

type SettingName = (typeof SPECS)[number]['name'];

/** Every variable, its default (undefined: unset) and meaning; the README table mirrors it. */
export const PARTNER_API_SETTINGS_DOC: ReadonlyArray<{
  name: SettingName;
  default: string | undefined;
  meaning: string;
}> = SPECS.map(({ name, default: def, meaning }) => ({ name, default: def, meaning }));

/** A URL a local client can reach a server listening on `host` with. */
export function localUrl(host: string, port: number): string {
  if (host === '0.0.0.0') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Reads and checks the settings; throws an Error naming the first bad variable. */
export function loadPartnerApiSettings(env: Record<string, string | undefined>): PartnerApiSettings {
  const values = new Map<SettingName, unknown>();
  for (const spec of SPECS) {
    const given = env[spec.name]?.trim();
    const raw = given === undefined || given === '' ? spec.default : given;
    if (raw === undefined) continue;
    const result = spec.schema.safeParse(raw);
    if (!result.success) {
      const reason = result.error.issues[0]?.message ?? 'is not valid';
      throw new Error(`${spec.name} ${reason} (got ${JSON.stringify(raw)})`);
    }
    values.set(spec.name, result.data);
  }
  const str = (name: SettingName) => values.get(name) as string | undefined;
  const num = (name: SettingName) => values.get(name) as number;
  const tierSettings = (tier: PartnerTier, prefix: 'STANDARD' | 'PREMIUM' | 'ENTERPRISE'): DemoPartnerSettings => ({
    tier,
    apiKey: str(`PARTNER_API_${prefix}_KEY`) as string,
    webhookUrl: str(`PARTNER_API_${prefix}_WEBHOOK_URL`),
    webhookSecret: str(`PARTNER_API_${prefix}_WEBHOOK_SECRET`) as string,
    frameOrigins: (values.get(`PARTNER_API_${prefix}_FRAME_ORIGINS`) as string[] | undefined) ?? [],
  });
  const partners = [tierSettings('standard', 'STANDARD'), tierSettings('premium', 'PREMIUM'), tierSettings('enterprise', 'ENTERPRISE')];
  const keys = new Set(partners.map((p) => p.apiKey));
  if (keys.size !== partners.length) {
    throw new Error('PARTNER_API_STANDARD_KEY, PARTNER_API_PREMIUM_KEY and PARTNER_API_ENTERPRISE_KEY must all differ');
  }
  const host = str('PARTNER_API_HOST') as string;
  const port = num('PARTNER_API_PORT');
  const publicUrl = str('PARTNER_API_PUBLIC_URL')?.replace(/\/+$/, '');
  const sandbox = values.get('PARTNER_API_SANDBOX') as boolean;
  return {
    host,
    port,
    publicUrl: publicUrl ?? (port === 0 ? undefined : localUrl(host, port)),
    dataDir: str('PARTNER_API_DATA_DIR') as string,
    providerDelayMs: num('PARTNER_API_PROVIDER_DELAY_MS'),
    webhookRetryBaseMs: num('PARTNER_API_WEBHOOK_RETRY_BASE_MS'),
    partners,
    panelDir: str('PARTNER_API_PANEL_DIR') as string,
    sandbox,
    allowLocalWebhooks: (values.get('PARTNER_API_ALLOW_LOCAL_WEBHOOKS') as boolean | undefined) ?? sandbox,
    trustedProxies: num('PARTNER_API_TRUSTED_PROXIES'),
  };
}
