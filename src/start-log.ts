import type { BffLog } from './bff/bff-log.ts';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL: one of LOG_LEVELS; unset is `info`. */
export function logLevelOf(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = LOG_LEVELS.find((l) => l === value.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

type Write = (level: LogLevel, line: string) => void;

const writeToTerminal: Write = (level, line) => {
  if (level === 'warn' || level === 'error') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
};

/**
 * The BFF's log in `npm start`, a developer's terminal: the access log's one line a request is `debug` there
 * (hidden unless LOG_LEVEL=debug) so the addresses printed at start stay on screen, and lines read as text
 * (time, level, message, fields) rather than JSON. The BFF alone (`npm run bff`, production) keeps its JSON
 * lines, one a request.
 */
export function startLog(minimum: LogLevel, write: Write = writeToTerminal): BffLog {
  const rank = (level: LogLevel) => LOG_LEVELS.indexOf(level);
  const emit = (level: LogLevel, message: string, fields?: Record<string, unknown>) => {
    if (rank(level) < rank(minimum)) return;
    const time = new Date().toISOString().slice(11, 19);
    const extra = fields && Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : '';
    write(level, `${time} ${level.padEnd(5)} ${message}${extra}`);
  };
  return {
    // The access log's line (bff/ops/access-log.ts) is the one `request` message.
    info: (message, fields) => emit(message === 'request' ? 'debug' : 'info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, error) => emit('error', message, error === undefined ? undefined
      : error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) }),
  };
}
