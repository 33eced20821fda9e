import type { Context } from 'hono';
import { problem } from '../../contract/problem.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import type { PartnerApiCore } from '../core.ts';
import { clientAddress } from '../http/client-address.ts';
import { WRONG_KEYS_PER_WINDOW } from './key-guesses.ts';
import { findPartnerByKey, hashKey, type Partner } from './partners.ts';

/**
 * The partner of an API key presented on /public, /mcp or the panel's sign-in. Wrong keys are counted against
 * the sender's address and against the key itself (its hash); past the limit either answers 429 until its
 * window ends, without looking the key up, so guessing is slow and only the guesser waits.
 */
export function partnerOfPresentedKey(core: PartnerApiCore, c: Context, apiKey: string): Partner | undefined {
  const now = Date.now();
  const subjects = [`address ${clientAddress(c, core.settings.trustedProxies)}`, `key ${hashKey(apiKey)}`];
  const wait = core.keyGuesses.waitSeconds(subjects, now);
  if (wait !== undefined) {
    throw new ProblemError(problem(429, 'too_many_wrong_keys', 'Too many wrong API keys', {
      detail: `Too many wrong API keys came from your address or with this key. Retry in ${wait} s with the right key.`,
    }), {
      'Retry-After': String(wait),
      // The IETF RateLimit headers every 429 of the service carries: this one's policy is the wrong-key allowance.
      'RateLimit-Policy': `"wrong-keys";q=${WRONG_KEYS_PER_WINDOW};w=60`,
      RateLimit: `"wrong-keys";r=0;t=${wait}`,
    });
  }
  const partner = findPartnerByKey(core.db, apiKey);
  if (!partner) core.keyGuesses.failed(subjects, now);
  return partner;
}
