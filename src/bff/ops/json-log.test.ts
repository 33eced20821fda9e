import { describe, expect, it } from 'vitest';
import { jsonLog } from './json-log.ts';

function captured(level?: Parameters<typeof jsonLog>[0]) {
  const out: string[] = [];
  const err: string[] = [];
  const log = jsonLog(level, {
    out: { write: (line: string) => out.push(line) }, err: { write: (line: string) => err.push(line) },
  });
  return { log, out, err };
}

describe('the BFF\'s JSON log', () => {
  it('writes one JSON object a line with time, level name, msg and the fields; warnings and errors to stderr', () => {
    const { log, out, err } = captured();
    log.info('request', { request_id: 'r1', method: 'GET', route: '/api/orders/:id', status: 200, ms: 1.5 });
    log.warn('BFF: upstream slow');
    log.error('BFF: failed', { error: 'boom' });
    expect(out).toHaveLength(1);
    expect(out[0]!.endsWith('\n')).toBe(true);
    const line = JSON.parse(out[0]!) as Record<string, unknown>;
    expect(line).toEqual({
      level: 'info', time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as unknown,
      msg: 'request', request_id: 'r1', method: 'GET', route: '/api/orders/:id', status: 200, ms: 1.5,
    });
    expect(err.map((l) => (JSON.parse(l) as { level: string; msg: string }).level)).toEqual(['warn', 'error']);
  });

  it('drops lines below its level', () => {
    const { log, out } = captured('warn');
    log.debug('x');
    log.info('request');
    expect(out).toEqual([]);
    const debug = captured('debug');
    debug.log.debug('detail');
    expect(JSON.parse(debug.out[0]!)).toMatchObject({ level: 'debug', msg: 'detail' });
  });
});
