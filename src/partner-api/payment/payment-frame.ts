import { createHash } from 'node:crypto';
import { demoPartnerId } from '../partners/partners.ts';
import type { PartnerApiSettings } from '../settings.ts';
import type { PaymentWords } from './payment-messages.ts';

/**
 * Framing of the hosted payment page (issue 16: clickjacking). No page may
 * frame it, unless the link names, in `origin`, one of the partner's
 * registered origins (the widget shows the page inside itself there): then
 * `frame-ancestors` lists the registered origins (the browser checks every
 * ancestor, and the /embed iframe adds the BFF's origin to the chain) and
 * the pages tell that origin, and only it, how the payment went:
 * `{proto: "road-checkout-pay", v: 1, type, data: {reason?}}` with `type`
 * `paid`, `failed` (the reason in the page's language) or `abandoned` (the
 * shopper pressed Escape here, which the framing page's dialog never sees).
 * Each page first says `ready`: a frame that loads without it is one the
 * browser refused to show (a page's CSP without this origin in `frame-src`,
 * an origin not registered here), which the widget cannot see otherwise.
 */

export const PAY_PROTO = 'road-checkout-pay';

export interface PayReport {
  type: 'ready' | 'paid' | 'failed' | 'abandoned';
  /** Why it failed, in the page's language. */
  reason?: string;
}

/** The envelope a page posts to the page that framed it. */
export const payEnvelope = (report: PayReport) => JSON.stringify({
  proto: PAY_PROTO, v: 1, type: report.type, data: report.reason === undefined ? {} : { reason: report.reason },
});

const BASE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'";

/** The one script a framed page runs: constant (a hash allows it); what it posts, and where, is in its attributes. */
export const REPORT_SCRIPT = 'const d=document.currentScript.dataset,post=(m)=>parent.postMessage(m,d.origin);'
  + `post(${payEnvelope({ type: 'ready' })});if(d.message)post(JSON.parse(d.message));`
  + `addEventListener('keydown',(e)=>{if(e.key==='Escape')post(${payEnvelope({ type: 'abandoned' })})})`;
const REPORT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(REPORT_SCRIPT).digest('base64')}'`;

/** The registered origins of an order's partner. */
export function frameOriginsOf(settings: PartnerApiSettings, partnerId: string): readonly string[] {
  return settings.partners.find((p) => demoPartnerId(p.tier) === partnerId)?.frameOrigins ?? [];
}

/** The headers that forbid framing; every page gets them unless `framedWords` allowed its partner's origins. */
export const NO_FRAMING: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `${BASE_CSP}; frame-ancestors 'none'`,
  'X-Frame-Options': 'DENY',
};

/**
 * The page's words, framed when `requested` is one of `registered`, with the
 * headers that go with it: the origin stays in the page's own links and
 * forms, so the next page in the frame may be framed and report too.
 */
export function framedWords(
  w: PaymentWords, registered: readonly string[], requested: string | undefined,
): { w: PaymentWords; headers: Readonly<Record<string, string>> } {
  if (!requested || !registered.includes(requested)) return { w, headers: NO_FRAMING };
  return {
    w: { ...w, query: `${w.query ? `${w.query}&` : '?'}origin=${encodeURIComponent(requested)}`, frame: { origin: requested } },
    headers: { 'Content-Security-Policy': `${BASE_CSP}; script-src ${REPORT_SCRIPT_HASH}; frame-ancestors ${registered.join(' ')}` },
  };
}

