import type { Context } from 'hono';
import { problem } from '../../contract/problem.ts';
import { HttpProblem, problemResponse } from './http-problem.ts';

export function notFound(c: Context): Response {
  return problemResponse(c, problem(404, 'not_found', 'No such route', { detail: `${c.req.method} ${c.req.path} does not exist.` }));
}

/** Known problems keep their answer; anything else is logged and hidden behind a generic 500. */
export function onError(err: Error, c: Context): Response {
  if (err instanceof HttpProblem) return problemResponse(c, err.problem, err.headers);
  console.error(`partner-api: ${c.req.method} ${c.req.path} failed:`, err);
  return problemResponse(c, problem(500, 'internal_error', 'Something went wrong on our side', {
    detail: 'The request was not completed. Retry later with the same Idempotency-Key.',
  }));
}
