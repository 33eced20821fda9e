import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, openSqliteDatabase } from './sqlite-database.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openSqliteDatabase', () => {
  it('leaves a file a newer release migrated further at its version, so that release opens it again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bff-sqlite-'));
    dirs.push(dir);
    const newer = openSqliteDatabase(dir);
    // What a later release would add: a column, and its version one past this release's.
    newer.exec('ALTER TABLE orders ADD COLUMN later_column TEXT');
    newer.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    newer.close();

    const rolledBack = openSqliteDatabase(dir);
    expect(rolledBack.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length + 1);
    rolledBack.close();
  });
});
