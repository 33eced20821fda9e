import type { Context } from 'hono';
import { parseOrProblem } from '../../contract/problem.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpProblem } from './http-problem.ts';

type Schema<T> = Parameters<typeof parseOrProblem<T>>[0];

/** The raw body text, read once per request (idempotency hashes the same text the route parses). */
export async function bodyText(c: Context<AppEnv>): Promise<string> {
  const cached = c.get('bodyText');
  if (cached !== undefined) return cached;
  const type = c.req.header('content-type');
  if (type !== undefined && !/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
    throw HttpProblem.of(415, 'unsupported_media_type', 'Send the body as application/json');
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
    if (err instanceof HttpProblem) throw err;
    throw HttpProblem.of(400, 'invalid_json', 'The body is not valid JSON', { detail: 'Send a JSON object with Content-Type: application/json.' });
  }
  return parsed(schema, value, what);
}

export function queryInput<T>(c: Context, schema: Schema<T>): T {
  return parsed(schema, c.req.query(), 'query');
}

export function pathInput<T>(c: Context, schema: Schema<T>): T {
  return parsed(schema, c.req.param(), 'path');
}

function parsed<T>(schema: Schema<T>, value: unknown, what: string): T {
  const result = parseOrProblem(schema, value, what);
  if (!result.ok) throw new HttpProblem(result.problem);
  return result.value;
}
