import * as z from 'zod/mini';
import { Country } from './primitives.ts';

/**
 * `GET /sandbox/providers`: what the sandbox's provider controls have set for each country, so a developer can
 * see what is still off and undo it. The default is operational, normal load, nothing failing.
 */
export const SandboxProviderState = z.strictObject({
  country: Country,
  status: z.enum(['operational', 'down']),
  load: z.enum(['normal', 'heavy']),
  /** Registrations of the country still to fail (each failed order ends DELETED). */
  fail_next: z.int().check(z.nonnegative()),
});
export type SandboxProviderState = z.infer<typeof SandboxProviderState>;

/** Every country of the catalogue, in its order, unpaged: there are 9. */
export const SandboxProviderStates = z.strictObject({ data: z.array(SandboxProviderState) });
export type SandboxProviderStates = z.infer<typeof SandboxProviderStates>;
