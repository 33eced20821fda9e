import type { Context } from 'hono';
import { parseOrProblem } from '../../contract/problem.ts';
import type { AppEnv } from '../app-env.ts';
import { ProblemError, parseInput } from '../../server-kit/problem-error.ts';

type Schema<T> = Parameters<typeof parseOrProblem<T>>[0];

/** The raw body text, read once per request (idempotency hashes the same text the route parses). */
export async function bodyText(c: Context<AppEnv>): Promise<string> {
  const cached = c.get('bodyText');
  if (cached !== undefined) return cached;
  const type = c.req.header('content-type');
  if (type !== undefined && !/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
    throw ProblemError.of(415, 'unsupported_media_type', 'Send the body as application/json');
  }
  const text = await c.req.text();
  c.set('bodyText', text);
  return text;
}

export async function jsonBody<T>(c: Context<AppEnv>, schema: Schema<T>, what: string): Promise<T> {
  let value: unknown;
  try {
    value = JSON.parse(await bodyText(c));
  } catch (err) {
    // A client that went away mid-body sent no bad JSON: the error handler notes it as a client abort.
    if (err instanceof ProblemError || c.req.raw.signal.aborted) throw err;
    throw ProblemError.of(400, 'invalid_json', 'The body is not valid JSON', {
      detail: 'Send a JSON object with Content-Type: application/json.',
    }, { cause: err });
  }
  return parseInput(schema, value, what);
}

export function queryInput<T>(c: Context, schema: Schema<T>): T {
  return parseInput(schema, c.req.query(), 'query');
}

export function pathInput<T>(c: Context, schema: Schema<T>): T {
  return parseInput(schema, c.req.param(), 'path');
}

