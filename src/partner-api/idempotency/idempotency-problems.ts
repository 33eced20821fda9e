import { ProblemError } from '../../server-kit/problem-error.ts';

/** The answers of DESIGN.md's Idempotency-Key rules, the same through REST and MCP. */
export const keyInUse = () => ProblemError.of(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed', {
  detail: 'Wait for it to finish, then retry with the same key to get its answer.',
});

export const keyReused = () => ProblemError.of(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different body', {
  detail: 'Use a new key for a new request.',
});
