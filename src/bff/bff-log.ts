import { errorFields, jsonLog } from './ops/json-log.ts';
import type { LogFields } from './ops/json-log.ts';

/** Where the BFF says what happened: JSON lines on stdout unless a test or the dev start gives its own. */
export interface BffLog {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown): void;
}

export function jsonBffLog(): BffLog {
  const json = jsonLog();
  return {
    info: json.info,
    warn: json.warn,
    error: (message, error) => json.error(message, error === undefined ? {} : errorFields(error)),
  };
}
