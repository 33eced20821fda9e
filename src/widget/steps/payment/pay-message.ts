/**
 * What the hosted payment page, shown in the widget's frame, says about the
 * payment: `{proto: "road-checkout-pay", v: 1, type, data: {reason?}}`,
 * posted by the Partner API to this window's origin only (`ready`: each page
 * of it says it is there, so a frame that loads without it is one the browser
 * refused to show; `abandoned`: the shopper pressed Escape in it). Trusted
 * only from the payment link's origin and from the frame's own window.
 */
export type PayOutcome = { type: 'ready' } | { type: 'paid' } | { type: 'abandoned' } | { type: 'failed'; reason: string };

interface IncomingMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

export function payOutcome(event: IncomingMessage, origin: string, frame: unknown): PayOutcome | null {
  if (event.origin !== origin || !frame || event.source !== frame) return null;
  const m = event.data as { proto?: unknown; v?: unknown; type?: unknown; data?: { reason?: unknown } } | null;
  if (typeof m !== 'object' || m === null || m.proto !== 'road-checkout-pay' || m.v !== 1) return null;
  if (m.type === 'ready' || m.type === 'paid' || m.type === 'abandoned') return { type: m.type };
  if (m.type !== 'failed') return null;
  const reason = m.data?.reason;
  // Shown as text; a runaway one is cut rather than filling the dialog.
  return { type: 'failed', reason: typeof reason === 'string' ? reason.slice(0, 300) : '' };
}
