import type { Context } from 'hono';
import { PROBLEM_CONTENT_TYPE, problem, type Problem } from '../../contract/problem.ts';

/** Thrown anywhere in a request; `app.onError` turns it into problem+json. */
export class HttpProblem extends Error {
  readonly problem: Problem;
  readonly headers: Record<string, string>;

  constructor(body: Problem, headers: Record<string, string> = {}) {
    super(body.title);
    this.problem = body;
    this.headers = headers;
  }

  static of(status: number, code: string, title: string, extra: Pick<Problem, 'detail' | 'errors'> = {}): HttpProblem {
    return new HttpProblem(problem(status, code, title, extra));
  }
}

export function problemResponse(c: Context, body: Problem, headers: Record<string, string> = {}): Response {
  return c.body(JSON.stringify(body), body.status as 400, { ...headers, 'Content-Type': PROBLEM_CONTENT_TYPE });
}
