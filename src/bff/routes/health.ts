import { Hono } from 'hono';
import type { UpstreamHealth } from '../ops/upstream-health.ts';
import type { BffStorage } from '../storage/storage.ts';

export interface HealthDeps {
  storage: Pick<BffStorage, 'ping'>;
  upstreamHealth: UpstreamHealth;
  /** Whether the upstream answers HTTP at all; called only when ordinary traffic has not told us lately. */
  probeUpstream: () => Promise<boolean>;
  now: () => number;
}

/** Ordinary traffic that answered this recently is proof enough that the upstream is reachable. */
const RECENT_ANSWER_MS = 60_000;

/**
 * GET /healthz: the process serves (liveness; restart it if not).
 * GET /readyz: it can do its work: the database answers and the upstream is
 * reachable (503 otherwise, so a load balancer sends shoppers elsewhere).
 * A partner cut off for debt or over quota is reported but stays ready: every
 * instance is in the same place, and only a serving BFF can tell shoppers
 * that sales are paused.
 */
export function healthRoute({ storage, upstreamHealth, probeUpstream, now }: HealthDeps): Hono {
  return new Hono()
    .get('/healthz', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    })
    .get('/readyz', async (c) => {
      let database = true;
      try {
        await storage.ping();
      } catch {
        database = false;
      }
      const { partner, lastAnswerAt, lastUnreachableAt } = upstreamHealth.standing;
      const answeredLately = lastAnswerAt !== null && now() - lastAnswerAt < RECENT_ANSWER_MS &&
        (lastUnreachableAt === null || lastUnreachableAt < lastAnswerAt);
      const upstream = answeredLately || await probeUpstream();
      const ready = database && upstream;
      c.header('Cache-Control', 'no-store');
      return c.json({
        status: ready ? 'ready' : 'not_ready',
        checks: { database: database ? 'ok' : 'failing', upstream: upstream ? 'ok' : 'unreachable' },
        partner,
      }, ready ? 200 : 503);
    });
}

/**
 * Asks the upstream's base URL without the API key: any HTTP answer, even a
 * 401 or 404, shows the service is there, and no quota is spent.
 */
export function upstreamProbe(baseUrl: string, timeoutMs = 2_000): () => Promise<boolean> {
  return async () => {
    try {
      const response = await fetch(baseUrl, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return true;
    } catch {
      return false;
    }
  };
}
