import { afterEach, describe, expect, it } from 'vitest';
import { shopperOf, startSecurityStack } from './support/security-stack.ts';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A BFF that allows each client 3 plate checks a minute, behind one trusted proxy. */
async function bffWithThreeChecks() {
  const stack = await startSecurityStack();
  cleanups.push(() => stack.close());
  const bff = await stack.startBff({ BFF_CLIENT_VEHICLE_CHECKS_PER_MINUTE: '3' });
  return shopperOf(bff.url);
}

const statusesOf = async (answers: Promise<Response>[]) => {
  const done = await Promise.all(answers);
  for (const res of done) await res.body?.cancel();
  return done.map((r) => r.status);
};

describe('who a client is, as the per-client limits count it', () => {
  it('counts every address of one IPv6 /64 as one client, and another /64 as another', async () => {
    const shopper = await bffWithThreeChecks();
    // One home connection gets a whole /64: an attacker can pick a fresh address from it for every request.
    const sameNetwork = ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff:ffff:ffff:fffe', '2001:db8:7:1:abcd::9'];
    const statuses: number[] = [];
    for (const address of sameNetwork) statuses.push(...await statusesOf([shopper.checkPlate(address, 'W 12345A')]));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await statusesOf([shopper.checkPlate('2001:db8:7:2::1', 'W 12345A')])).toEqual([200]);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', async () => {
    const shopper = await bffWithThreeChecks();
    const statuses: number[] = [];
    for (const address of ['198.51.100.20', '::ffff:198.51.100.20', '::FFFF:c633:6414', '198.51.100.20']) {
      statuses.push(...await statusesOf([shopper.checkPlate(address, 'W 12345A')]));
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await statusesOf([shopper.checkPlate('198.51.100.21', 'W 12345A')])).toEqual([200]);
  });
});
