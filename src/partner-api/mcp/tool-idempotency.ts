import { PROBLEM_CONTENT_TYPE } from '../../contract/problem.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { keyInUse, keyReused } from '../idempotency/idempotency-problems.ts';
import { claimKey, completeKey, releaseKey, type StoredResponse } from '../idempotency/idempotency-store.ts';
import { requestHash } from '../../server-kit/request-hash.ts';
import type { ToolContext } from './tool-context.ts';

/**
 * DESIGN.md's Idempotency-Key semantics for a tool argument, on the same
 * store as REST (so a key is one key per partner, whichever door it came
 * through): the same key and arguments replay the first answer, other
 * arguments are 422 idempotency_key_reused, a key still in flight is 409
 * idempotency_key_in_use, and a 5xx (a thrown bug) is not stored, so a retry
 * really retries. Answers are stored as the REST route would have sent them,
 * so a REST retry with the key replays them too. The hash is of the parsed
 * arguments: a body that REST saw in another spelling (lower-case country,
 * extra fields) counts as different, which refuses, never orders twice.
 */
export function withIdempotencyKey(
  { core, partner }: ToolContext, key: string | undefined, request: unknown, run: () => StoredResponse,
): StoredResponse {
  if (key === undefined) return run();
  const claim = claimKey(core.db, partner.id, key, core.clock.now());
  if (claim.kind === 'in_flight') {
    throw keyInUse();
  }
  const hash = requestHash(request);
  if (claim.kind === 'completed') {
    if (claim.bodyHash !== hash) {
      throw keyReused();
    }
    return claim.response;
  }
  let response: StoredResponse;
  try {
    response = run();
  } catch (err) {
    if (!(err instanceof ProblemError) || err.problem.status >= 500) {
      releaseKey(core.db, partner.id, key);
      throw err;
    }
    response = { status: err.problem.status, headers: { 'content-type': PROBLEM_CONTENT_TYPE }, body: JSON.stringify(err.problem) };
  }
  completeKey(core.db, partner.id, key, hash, response);
  return response;
}
