import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutCreated } from '../../src/contract/widget-api.ts';
import { testDatabase } from '../../src/bff/storage/test-postgres.ts';
import { shopperOf, startSecurityStack } from './support/security-stack.ts';
import type { SecurityStack } from './support/security-stack.ts';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 30_000);

const ATTACKER = '198.51.100.66';
const SHOPPER = '203.0.113.5';

/**
 * The BFFs of one partner on the Standard tier (spec 8: 50 plate checks and
 * 10 order creations a minute): one on SQLite, or two on one PostgreSQL
 * database, where the attacker's requests alternate between the instances
 * as a round-robin load balancer would send them.
 */
const engines: Array<[string, (stack: SecurityStack) => Promise<string[]>]> = [
  ['SQLite, one instance', async (stack) => [(await stack.startBff()).url]],
  ['PostgreSQL, two instances', async (stack) => {
    const database = await testDatabase();
    cleanups.push(() => database.drop());
    const env = { BFF_DATABASE_URL: database.url };
    return [(await stack.startBff(env)).url, (await stack.startBff(env)).url];
  }],
];

/** Lets go of the answers whose body the test did not read. */
async function release(answers: Response[]): Promise<void> {
  for (const res of answers) if (!res.bodyUsed) await res.body?.cancel();
}

async function problemOf(res: Response): Promise<{ code: string }> {
  expect(res.headers.get('Content-Type')).toBe('application/problem+json');
  return await res.json() as { code: string };
}

describe.each(engines)('one client cannot spend the partner\'s upstream quota (%s)', (_engine, startBffs) => {
  it('stops one client at its share (10) of the 50 plate checks a minute; another client\'s check is answered at once', async () => {
    const stack = await startSecurityStack();
    cleanups.push(() => stack.close());
    const urls = await startBffs(stack);
    const attack: Response[] = [];
    for (let i = 0; i < 50; i++) attack.push(await shopperOf(urls[i % urls.length]!).checkPlate(ATTACKER, `W ${10000 + i}A`));
    // The default share is a fifth of the tier's budget: 10 of Standard's 50.
    expect(attack.map((r) => r.status)).toEqual([...Array(10).fill(200), ...Array(40).fill(429)]);
    const refused = attack[10]!;
    expect((await problemOf(refused)).code).toBe('client_share_exceeded');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(61);
    await release(attack);

    const other = await shopperOf(urls[0]!).checkPlate(SHOPPER, 'W 12345A');
    expect(other.status).toBe(200);
    expect(await other.json()).toMatchObject({ valid: true });
    for (const url of urls) expect(await shopperOf(url).metrics()).not.toMatch(/bff_upstream_rate_limited_total\{/);
  });

  it('stops one client at its share (2) of the 10 order creations a minute, even with bad plates; '
    + 'another client\'s order is created at once', async () => {
    const stack = await startSecurityStack();
    cleanups.push(() => stack.close());
    const urls = await startBffs(stack);
    const attack: Response[] = [];
    // QQ is no Austrian district: the upstream refuses each order, and each refusal spends a call of its quota.
    for (let i = 0; i < 10; i++) {
      attack.push(await shopperOf(urls[i % urls.length]!).order(ATTACKER, 'QQ 1', `bad-plate-key-${1000 + i}-abcdef`));
    }
    expect(attack.map((r) => r.status)).toEqual([400, 400, ...Array(8).fill(429)]);
    expect((await problemOf(attack[0]!)).code).toBe('invalid_plate');
    const refused = attack[2]!;
    expect((await problemOf(refused)).code).toBe('client_share_exceeded');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    await release(attack);

    const order = await shopperOf(urls[0]!).order(SHOPPER, 'W 12345A', 'good-shopper-key-1000-abcdef');
    expect(order.status).toBe(201);
    expect(CheckoutCreated.parse(await order.json()).order.status).toBe('CREATED');
    const check = await shopperOf(urls[urls.length - 1]!).checkPlate(SHOPPER, 'W 12345A');
    expect(check.status).toBe(200);
    for (const url of urls) expect(await shopperOf(url).metrics()).not.toMatch(/bff_upstream_rate_limited_total\{/);
  });
});
