import ipaddr from 'ipaddr.js';

/** ipaddr.js's range names in words a partner reads in a refusal. */
const RANGE_WORDS: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT space (100.64.0.0/10)',
  private: 'private',
  reserved: 'reserved (IETF, documentation, benchmarking or future use)',
  as112: 'AS112 anycast',
  amt: 'AMT relay anycast',
  uniqueLocal: 'unique-local (fc00::/7)',
  deprecatedSiteLocal: 'site-local (fec0::/10)',
  discard: 'discard-only (100::/64)',
  rfc6052: 'local-use NAT64 (64:ff9b:1::/48)',
  '6to4': '6to4 (2002::/16)',
  teredo: 'Teredo (2001::/32)',
  benchmarking: 'benchmarking',
  as112v6: 'AS112 anycast',
  deprecatedOrchid: 'ORCHID',
  orchid2: 'ORCHIDv2',
  droneRemoteIdProtocolEntityTags: 'drone remote ID tags',
  segmentRouting: 'segment routing (5f00::/16)',
};

/** IPv6 forms that carry an IPv4 address in their last 32 bits, which is where a packet to them ends up. */
const EMBEDDING_V4 = [
  ['IPv4-mapped', ipaddr.IPv6.parseCIDR('::ffff:0:0/96')],
  ['IPv4-translated', ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96')],
  ['NAT64', ipaddr.IPv6.parseCIDR('64:ff9b::/96')],
] as const;

/** The only IPv6 space handed out for the public Internet (RFC 4291 2.4); everything outside is local or special. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

const words = (range: string) => RANGE_WORDS[range] ?? range;

function v4Refusal(address: ipaddr.IPv4): string | undefined {
  const range = address.range();
  return range === 'unicast' ? undefined : words(range);
}

function v6Refusal(address: ipaddr.IPv6): string | undefined {
  for (const [form, cidr] of EMBEDDING_V4) {
    if (!address.match(cidr)) continue;
    const [high, low] = address.parts.slice(6) as [number, number];
    const v4 = new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
    const refusal = v4Refusal(v4);
    return refusal && `${form}, and ${v4.toString()} inside it is ${refusal}`;
  }
  const range = address.range();
  if (range !== 'unicast') return words(range);
  return address.match(GLOBAL_UNICAST_V6) ? undefined : 'outside the global unicast space (2000::/3)';
}

/**
 * Why a webhook must not go to this IP address (a canonical IPv4 dotted quad or an IPv6 address, as the WHATWG
 * URL parser and DNS give them), in words; undefined for a public unicast address. Everything but public
 * unicast is refused: loopback, private, link-local, CGNAT, unique-local, site-local, unspecified, multicast,
 * broadcast, reserved and documentation ranges, and IPv6 forms that embed one of those as IPv4.
 */
export function addressRefusal(text: string): string | undefined {
  const bare = text.replace(/^\[|\]$/g, '');
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return v4Refusal(ipaddr.IPv4.parse(bare));
  if (ipaddr.IPv6.isValid(bare) && !bare.includes('%')) return v6Refusal(ipaddr.IPv6.parse(bare));
  return 'not an IP address';
}
