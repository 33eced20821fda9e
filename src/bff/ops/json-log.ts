/**
 * One JSON object a line on stdout/stderr: what log collectors (Loki, Cloud
 * Logging, Datadog) parse without a pattern. Fields beyond time, level and
 * msg are the caller's (request_id, route, status, ...).
 */
export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface JsonLog {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export function jsonLog(write: (level: LogLevel, line: string) => void = writeToConsole): JsonLog {
  const emit = (level: LogLevel) => (msg: string, fields: LogFields = {}) =>
    write(level, JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
  return { info: emit('info'), warn: emit('warn'), error: emit('error') };
}

function writeToConsole(level: LogLevel, line: string): void {
  if (level === 'info') process.stdout.write(`${line}\n`);
  else process.stderr.write(`${line}\n`);
}

/** What an error becomes in a log line: its message and stack, never the object's own fields (they may hold keys). */
export function errorFields(error: unknown): LogFields {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
