/**
 * The postMessage envelope between the /embed iframe and the host page.
 * Bridge-only on purpose: sharing a module with the app would make the
 * bundler split a shared chunk, and the iframe page would load both.
 */
export const PROTO = 'road-checkout';
export const VERSION = 1;

/** The element's host events, relayed without their `road-checkout:` prefix. */
export const HOST_EVENT_TYPES = ['ready', 'step-change', 'order-created', 'payment-started', 'order-active', 'error'] as const;

export interface Envelope {
  proto: typeof PROTO;
  v: typeof VERSION;
  type: string;
  data: unknown;
}

export function envelope(type: string, data: unknown): Envelope {
  return { proto: PROTO, v: VERSION, type, data };
}

/** An http(s) origin, or null for an empty, opaque or odd URL. */
export function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

interface IncomingMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * An `init` from the host is trusted only when it comes from the window that
 * framed us and, once we know the host's origin, from that origin.
 */
export function isInitFrom(event: IncomingMessage, parent: unknown, knownOrigin: string | null): boolean {
  if (event.source !== parent || !originOf(event.origin)) return false;
  if (knownOrigin !== null && event.origin !== knownOrigin) return false;
  const data = event.data as Partial<Envelope> | null;
  return typeof data === 'object' && data !== null && data.proto === PROTO && data.v === VERSION && data.type === 'init';
}
