import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The lifecycle's invariant: an order's status changes only through
 * moveOrder, which checks the transition, bumps the version and queues the
 * webhook. Any other `UPDATE orders SET ... status` in the service's sources
 * would skip all three. Test helpers (test-support/, *.test.ts) may force a
 * status to arrange a case.
 */
const ROOT = 'src/partner-api';
const ALLOWED = ['src/partner-api/orders/move-order.ts'];
const STATUS_WRITE = /UPDATE\s+orders\s+SET[^;`'"]*?\bstatus\s*=/gi;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

it('writes orders.status only in moveOrder', () => {
  const writers = sources(ROOT)
    .filter((file) => readFileSync(file, 'utf8').match(STATUS_WRITE))
    .map((file) => relative(process.cwd(), file));
  expect(writers).toEqual(ALLOWED);
});

it('finds a status write the way the sources spell one', () => {
  const planted = "db.prepare('UPDATE orders SET paid = 1, status = ? WHERE id = ?').run('ACTIVE', id);";
  expect(planted.match(STATUS_WRITE)).not.toBeNull();
  expect('UPDATE orders SET provider_id = ? WHERE id = ?'.match(STATUS_WRITE)).toBeNull();
});
