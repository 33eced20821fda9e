import { describe, expect, it } from 'vitest';
import { addressRefusal } from './address-ranges.ts';

describe('addressRefusal', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT space (100.64.0.0/10)'],
    ['100.127.255.254', 'carrier-grade NAT space (100.64.0.0/10)'],
    ['192.0.0.1', 'reserved (IETF, documentation, benchmarking or future use)'],
    ['192.0.2.10', 'reserved (IETF, documentation, benchmarking or future use)'],
    ['198.18.0.1', 'reserved (IETF, documentation, benchmarking or future use)'],
    ['198.51.100.7', 'reserved (IETF, documentation, benchmarking or future use)'],
    ['203.0.113.9', 'reserved (IETF, documentation, benchmarking or future use)'],
    ['240.0.0.1', 'reserved (IETF, documentation, benchmarking or future use)'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    // IPv4-compatible, as the URL parser writes [::127.0.0.1].
    ['::7f00:1', 'outside the global unicast space (2000::/3)'],
    ['::ffff:127.0.0.1', 'IPv4-mapped, and 127.0.0.1 inside it is loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped, and 127.0.0.1 inside it is loopback'],
    ['::ffff:10.1.2.3', 'IPv4-mapped, and 10.1.2.3 inside it is private'],
    ['::ffff:0:a9fe:a9fe', 'IPv4-translated, and 169.254.169.254 inside it is link-local'],
    ['64:ff9b::7f00:1', 'NAT64, and 127.0.0.1 inside it is loopback'],
    ['64:ff9b::169.254.169.254', 'NAT64, and 169.254.169.254 inside it is link-local'],
    ['64:ff9b:1::a00:1', 'local-use NAT64 (64:ff9b:1::/48)'],
    ['fc00::1', 'unique-local (fc00::/7)'],
    ['fd12:3456:789a::1', 'unique-local (fc00::/7)'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'site-local (fec0::/10)'],
    ['ff02::1', 'multicast'],
    ['100::1', 'discard-only (100::/64)'],
    ['2001:db8::1', 'reserved (IETF, documentation, benchmarking or future use)'],
    ['2002:7f00:1::1', '6to4 (2002::/16)'],
    ['2001:0:4136:e378::1', 'Teredo (2001::/32)'],
    ['5f00::1', 'segment routing (5f00::/16)'],
    ['4000::1', 'outside the global unicast space (2000::/3)'],
    ['example.com', 'not an IP address'],
    ['2130706433', 'not an IP address'],
    ['0x7f.1', 'not an IP address'],
    ['fe80::1%eth0', 'not an IP address'],
  ])('refuses %s: %s', (address, reason) => {
    expect(addressRefusal(address)).toBe(reason);
  });

  it.each([
    '93.184.215.14', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '192.0.3.1', '11.0.0.1',
    '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '[2a03:2880:f10d:83:face:b00c:0:25de]',
    '::ffff:8.8.8.8', '64:ff9b::8.8.8.8',
  ])('lets the public unicast address %s through', (address) => {
    expect(addressRefusal(address)).toBeUndefined();
  });
});
