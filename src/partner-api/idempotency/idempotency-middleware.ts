import type { MiddlewareHandler } from 'hono';
import { IdempotencyKey } from '../../contract/widget-api.ts';
import type { AppEnv } from '../app-env.ts';
import type { PartnerApiCore } from '../core.ts';
import { ProblemError } from '../../server-kit/problem-error.ts';
import { bodyText } from '../http/request-input.ts';
import { requestHash } from '../../server-kit/request-hash.ts';
import { keyInUse, keyReused } from './idempotency-problems.ts';
import { claimKey, completeKey, releaseKey } from './idempotency-store.ts';

/** Equal JSON values hash equal whatever their spacing or key order. */
function hashBody(text: string): string {
  try {
    return requestHash(JSON.parse(text));
  } catch {
    // Not JSON: the route answers invalid_json; hash the text as it is.
    return requestHash(text);
  }
}

const REPLAYED_HEADERS = ['content-type', 'location'];

/**
 * `Idempotency-Key` per DESIGN.md. The key is claimed before the body is
 * read, so a second request with the key during a slow upload or a slow
 * handler gets 409 instead of a second order.
 */
export function idempotency(core: PartnerApiCore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined) return next();
    if (!IdempotencyKey.safeParse(key).success) {
      throw ProblemError.of(400, 'invalid_idempotency_key', 'The Idempotency-Key header is not valid', { detail: 'Use 16 to 64 letters, digits, "_" or "-".' });
    }
    const partnerId = c.get('partner').id;
    const claim = claimKey(core.db, partnerId, key, core.clock.now());
    if (claim.kind === 'in_flight') {
      throw keyInUse();
    }
    let hash: string;
    try {
      hash = hashBody(await bodyText(c));
    } catch (err) {
      if (claim.kind === 'claimed') releaseKey(core.db, partnerId, key);
      throw err;
    }
    if (claim.kind === 'completed') {
      if (claim.bodyHash !== hash) {
        throw keyReused();
      }
      return new Response(claim.response.body, { status: claim.response.status, headers: { ...claim.response.headers, 'Idempotent-Replayed': 'true' } });
    }
    try {
      await next();
    } finally {
      const res = c.res;
      if (res.status >= 500) {
        releaseKey(core.db, partnerId, key);
      } else {
        const headers = Object.fromEntries(REPLAYED_HEADERS.flatMap((name) => {
          const value = res.headers.get(name);
          return value === null ? [] : [[name, value]];
        }));
        completeKey(core.db, partnerId, key, hash, { status: res.status, headers, body: await res.clone().text() });
      }
    }
  };
}
