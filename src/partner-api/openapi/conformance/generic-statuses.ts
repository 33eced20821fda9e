import { WRONG_KEYS_PER_WINDOW } from '../../partners/key-guesses.ts';
import { ROUTE_LIMITS } from '../../rate-limit/limits.ts';
import type { FaultStatus } from '../../sandbox/route-faults.ts';
import { KEYS } from '../../test-support/harness.ts';
import { operationById } from '../operations/index.ts';
import { BASE_REQUESTS } from './base-requests.ts';
import type { Conformance } from './conformance-context.ts';

/** A generator of one answer: the operation's request, made to meet that status. */
export type Generator = (cx: Conformance, operationId: string) => Promise<Response>;

const base = async (cx: Conformance, operationId: string) => {
  const make = BASE_REQUESTS[operationId];
  if (!make) throw new Error(`no base request for ${operationId}`);
  return make(cx);
};

/** A body over the 64 KiB limit, sent with its Content-Length, as fetch does. */
const TOO_LARGE = JSON.stringify({ pad: 'x'.repeat(70 * 1024) });

const faulted = (status: FaultStatus): Generator => async (cx, id) => {
  const route = operationById(id).limit;
  if (!route) throw new Error(`${id} has no route key for a fault`);
  cx.api.service.faults.routes.add({ route, mode: 'next', rate: null, remaining: 1, status, latencyMs: 0 });
  return cx.send(await base(cx, id));
};

/** The answers every route of a kind gives, whatever it does. */
export const GENERIC: Record<string, Generator> = {
  401: async (cx, id) => cx.send({ ...(await base(cx, id)), key: null }),
  403: async (cx, id) => cx.send({ ...(await base(cx, id)), key: KEYS.premium }),
  413: async (cx, id) => {
    const call = await base(cx, id);
    return cx.send({ ...call, json: undefined, body: TOO_LARGE, headers: { ...call.headers, 'Content-Type': 'application/json' } });
  },
  415: async (cx, id) => {
    const call = await base(cx, id);
    return cx.send({ ...call, json: undefined, body: '{}', headers: { ...call.headers, 'Content-Type': 'text/plain' } });
  },
  /** The route's Standard quota, then one call more; without a quota: wrong keys from this address, then the call. */
  429: async (cx, id) => {
    const route = operationById(id).limit;
    const call = await base(cx, id);
    if (!route) {
      return cx.guessing(async () => {
        for (let i = 0; i < WRONG_KEYS_PER_WINDOW; i += 1) await (await cx.send({ ...call, key: 'sk_test_wrong' })).arrayBuffer();
        return cx.send(call);
      });
    }
    return cx.limited(async () => {
      for (let i = 0; i < ROUTE_LIMITS[route].perMinute.standard; i += 1) await (await cx.send(call)).arrayBuffer();
      return cx.send(call);
    });
  },
  500: faulted(500),
  502: faulted(502),
  503: faulted(503),
  504: faulted(504),
};
