import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressRefusal } from './address-ranges.ts';

/** A name's addresses, as `dns.lookup(name, {all: true})` gives them; tests pass their own (DNS rebinding). */
export type Resolver = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Where a call may go: the URL, and the one address its socket must connect to. */
export interface OutboundTarget { url: URL; address: string; family: 4 | 6 }

/** `refused`: the policy says no; `unresolved`: the name has no address now (a delivery fails, a save passes). */
export type OutboundVerdict =
  | { kind: 'ok'; target: OutboundTarget }
  | { kind: 'refused'; reason: string }
  | { kind: 'unresolved'; reason: string };

/** The screen at save time: the same rules, but a name that does not resolve yet passes (checked at each call). */
export type ScreenVerdict = { allowed: true } | { allowed: false; reason: string };

export interface OutboundPolicy {
  /** Before each call: resolves the name now, judges every address, and names the one to connect to. */
  target(url: string): Promise<OutboundVerdict>;
  /** When a URL is saved: its form and, if its name resolves, every address. */
  screen(url: string): Promise<ScreenVerdict>;
}

export interface OutboundPolicyOptions {
  /** The sandbox: local receivers (a BFF on this machine) are fine, so no address is refused. */
  allowLocal: boolean;
  resolve?: Resolver;
}

/** `localhost` and its subdomains are loopback by definition (RFC 6761), whatever a resolver says. */
const LOOPBACK_NAME = /(^|\.)localhost$/;

/**
 * The one rule for every URL the service calls (webhook endpoints from any route, redeliveries): http(s) only,
 * no address inside the service's network unless the sandbox allows local receivers, judged on every address
 * the name has at the moment of the call, and the socket pinned to the address judged (see pinned-post.ts),
 * so DNS rebinding between check and connect gains nothing. Host forms are read as the WHATWG URL parser reads
 * them (decimal, hex, octal and short IPv4, IPv6 in brackets), then without a trailing dot, in lower case.
 */
export function createOutboundPolicy({ allowLocal, resolve = systemResolver }: OutboundPolicyOptions): OutboundPolicy {
  async function judge(text: string): Promise<OutboundVerdict> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return { kind: 'refused', reason: 'not a URL' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused', reason: `scheme ${url.protocol} is not http(s)` };
    const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
    if (!allowLocal && LOOPBACK_NAME.test(host)) return { kind: 'refused', reason: `name ${host} is loopback` };
    const literal = isIP(host);
    let addresses: ReadonlyArray<{ address: string; family: number }>;
    if (literal) {
      addresses = [{ address: host, family: literal }];
    } else {
      try {
        addresses = await resolve(host);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        return { kind: 'unresolved', reason: `name ${host} did not resolve${typeof code === 'string' ? ` (${code})` : ''}` };
      }
      if (addresses.length === 0) return { kind: 'unresolved', reason: `name ${host} has no address` };
    }
    if (!allowLocal) {
      for (const { address } of addresses) {
        const refusal = addressRefusal(address);
        if (refusal) return { kind: 'refused', reason: `address ${address} is ${refusal}` };
      }
    }
    const [first] = addresses as [{ address: string; family: number }];
    return { kind: 'ok', target: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
  }

  return {
    target: judge,
    async screen(url) {
      const judged = await judge(url);
      return judged.kind === 'refused' ? { allowed: false, reason: judged.reason } : { allowed: true };
    },
  };
}
