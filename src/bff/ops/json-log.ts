import { pino } from 'pino';

/**
 * One JSON object a line: what log collectors (Loki, Cloud Logging, Datadog) parse without a pattern. Written by
 * pino (fast, with levels: lines below the level cost nothing), with the level as its name and the time
 * as ISO 8601; info and debug go to stdout, warn and error to stderr. Fields beyond time, level and msg are the
 * caller's (request_id, route, status, ...).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface JsonLog {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

interface Streams { out: { write(line: string): unknown }; err: { write(line: string): unknown } }

const PROCESS_STREAMS: Streams = { out: process.stdout, err: process.stderr };

export function jsonLog(level: LogLevel = 'info', streams: Streams = PROCESS_STREAMS): JsonLog {
  const logger = pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  }, pino.multistream([{ level: 'debug', stream: streams.out }, { level: 'warn', stream: streams.err }], { dedupe: true }));
  const emit = (at: LogLevel) => (msg: string, fields: LogFields = {}) => logger[at](fields, msg);
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

/** What an error becomes in a log line: its message and stack, never the object's own fields (they may hold keys). */
export function errorFields(error: unknown): LogFields {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
