import * as z from 'zod/mini';
import { Country } from '../../contract/primitives.ts';

/** A product country in any case: `at` and `AT` both name Austria. */
export const CountryParam = z.pipe(z.pipe(z.string(), z.transform((s: string) => s.toUpperCase())), Country);

export const TierParam = z.enum(['standard', 'premium', 'enterprise']);
