import { describe, expect, it } from 'vitest';
import { logLevelOf, startLog, type LogLevel } from './start-log.ts';

function captured(level: LogLevel) {
  const lines: [LogLevel, string][] = [];
  return { log: startLog(level, (l, line) => lines.push([l, line])), lines };
}

describe('the log of npm start', () => {
  it('hides the one line a request below LOG_LEVEL=debug, and keeps warnings and errors', () => {
    const { log, lines } = captured('info');
    log.info('request', { method: 'GET', route: '/api/catalogue', status: 200 });
    log.info('BFF: price check done');
    log.warn('BFF: upstream slow', { ms: 900 });
    log.error('BFF: background work failed', new Error('boom'));
    expect(lines.map(([level]) => level)).toEqual(['info', 'warn', 'error']);
    expect(lines[1]![1]).toMatch(/^\d{2}:\d{2}:\d{2} warn {2}BFF: upstream slow \{"ms":900\}$/);
    expect(lines[2]![1]).toContain('"error":"boom"');
  });

  it('shows each request at debug', () => {
    const { log, lines } = captured('debug');
    log.info('request', { method: 'POST', route: '/api/orders', status: 201 });
    expect(lines).toHaveLength(1);
    expect(lines[0]![0]).toBe('debug');
    expect(lines[0]![1]).toMatch(/ debug request \{"method":"POST","route":"\/api\/orders","status":201\}$/);
  });

  it('reads LOG_LEVEL, info when unset, and refuses a level it does not know', () => {
    expect(logLevelOf(undefined)).toBe('info');
    expect(logLevelOf('DEBUG')).toBe('debug');
    expect(() => logLevelOf('verbose')).toThrow('LOG_LEVEL must be one of debug, info, warn, error, got "verbose"');
  });
});
