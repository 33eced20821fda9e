import * as z from 'zod/mini';

/** RFC 9457 problem details with a stable machine `code`. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.optional(z.string()),
  code: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type Problem = z.infer<typeof Problem>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Builds a problem body; `type` is a stable URI derived from the code. */
export function problem(status: number, code: string, title: string, extra: Pick<Problem, 'detail' | 'errors'> = {}): Problem {
  return { type: `https://road-checkout.dev/problems/${code}`, title, status, code, ...extra };
}

/** Turns zod issues into the `errors` list of a problem. */
export function issuesToErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): NonNullable<Problem['errors']> {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

type SafeParser<T> = {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
};

/**
 * Parses input at an edge: the value, or the 400 problem naming each bad
 * field. Framework-free so both servers wrap it in their own middleware.
 */
export function parseOrProblem<T>(schema: SafeParser<T>, input: unknown, what = 'request'):
  { ok: true; value: T } | { ok: false; problem: Problem } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problem: problem(400, 'invalid_request', `The ${what} is not valid`, {
      detail: 'Correct the fields listed in errors and send the request again.',
      errors: issuesToErrors(result.error.issues),
    }),
  };
}
