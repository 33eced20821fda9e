import type { Context } from 'hono';
import * as z from 'zod/mini';
import { parseOrProblem } from '../../contract/problem.ts';
import { Country } from '../../contract/primitives.ts';
import { HttpProblem } from '../http/http-problem.ts';

type Schema<T> = Parameters<typeof parseOrProblem<T>>[0];

/** The path parameters of a sandbox route, or its 400 problem. */
export function pathParams<T>(c: Context, schema: Schema<T>): T {
  const result = parseOrProblem(schema, c.req.param(), 'path');
  if (!result.ok) throw new HttpProblem(result.problem);
  return result.value;
}

/** A product country in any case: `at` and `AT` both name Austria. */
export const CountryParam = z.pipe(z.pipe(z.string(), z.transform((s: string) => s.toUpperCase())), Country);

export const TierParam = z.enum(['standard', 'premium', 'enterprise']);
