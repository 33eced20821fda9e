import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { PROBLEM_CONTENT_TYPE, parseOrProblem, problem } from '../contract/problem.ts';
import type { Problem } from '../contract/problem.ts';

/** Thrown anywhere in a request; the app's error handler answers it as problem+json. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem, readonly headers: Record<string, string> = {}) {
    super(`${problem.status} ${problem.code}: ${problem.title}`);
    this.name = 'ProblemError';
  }
}

export function problemResponse(c: Context, body: Problem, headers: Record<string, string> = {}): Response {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  c.header('Content-Type', PROBLEM_CONTENT_TYPE);
  c.header('Cache-Control', 'no-store');
  return c.body(JSON.stringify(body), body.status as 400);
}

/** Validates input with a contract schema, or throws the 400 problem that names each bad field. */
export function parseInput<T>(schema: Parameters<typeof parseOrProblem<T>>[0], input: unknown, what: string): T {
  const result = parseOrProblem(schema, input, what);
  if (!result.ok) throw new ProblemError(result.problem);
  return result.value;
}

/** Reads a JSON body; a body that is not JSON is the client's error, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProblemError(problem(400, 'invalid_json', 'The request body is not valid JSON'));
  }
}

export const notFound: NotFoundHandler = (c) =>
  problemResponse(c, problem(404, 'not_found', 'There is nothing at this address'));

export function errorHandler(log: (message: string, error: unknown) => void): ErrorHandler {
  return (error, c) => {
    if (error instanceof ProblemError) return problemResponse(c, error.problem, error.headers);
    log(`BFF: unexpected error on ${c.req.method} ${c.req.path}`, error);
    return problemResponse(c, problem(500, 'internal_error', 'Something went wrong on our side'));
  };
}
