import type { Context } from 'hono';
import { problem } from '../contract/problem.ts';
import { ProblemError } from '../server-kit/problem-error.ts';

/** Reads a JSON body; a body that is not JSON is the client's error, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ProblemError(problem(400, 'invalid_json', 'The request body is not valid JSON'), {}, { cause: error });
  }
}
