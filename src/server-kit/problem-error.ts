import { parseOrProblem, problem, type Problem } from '../contract/problem.ts';

/**
 * The one error both servers throw for an answer other than success: their
 * error handler renders it as problem+json with its headers. `cause` keeps
 * what went wrong underneath (an upstream error, a failed parse) for the logs.
 */
export class ProblemError extends Error {
  override readonly name = 'ProblemError';

  constructor(readonly problem: Problem, readonly headers: Record<string, string> = {}, options?: ErrorOptions) {
    super(`${problem.status} ${problem.code}: ${problem.title}`, options);
  }

  static of(
    status: number,
    code: string,
    title: string,
    extra: Pick<Problem, 'detail' | 'errors'> = {},
    options?: ErrorOptions,
  ): ProblemError {
    return new ProblemError(problem(status, code, title, extra), {}, options);
  }
}

/** Validates input with a contract schema, or throws the 400 problem that names each bad field. */
export function parseInput<T>(schema: Parameters<typeof parseOrProblem<T>>[0], input: unknown, what: string): T {
  const result = parseOrProblem(schema, input, what);
  if (!result.ok) throw new ProblemError(result.problem);
  return result.value;
}
