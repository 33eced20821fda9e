import { seedProviders } from './catalogue/providers.ts';
import { createSandboxClock } from './clock/sandbox-clock.ts';
import type { PartnerApiCore } from './core.ts';
import { openDatabase } from './db/open-database.ts';
import { releaseAbandonedClaims } from './idempotency/idempotency-store.ts';
import { externalOrderJobHandlers } from './external-orders/external-order-jobs.ts';
import { createJobRunner, startJobWorker, type JobWorker } from './jobs/job-scheduler.ts';
import { lifecycleHandlers } from './orders/lifecycle.ts';
import { createOutboundPolicy, type Resolver } from './outbound/outbound-policy.ts';
import { KeyGuesses } from './partners/key-guesses.ts';
import { seedDemoPartners } from './partners/partners.ts';
import { FixedWindowCounter } from './rate-limit/fixed-window.ts';
import { RouteFaults } from './sandbox/route-faults.ts';
import type { PartnerApiSettings } from './settings.ts';
import { TrafficLog } from './traffic/traffic-log.ts';
import { WebhookFaults } from './webhooks/webhook-faults.ts';
import { createWebhookWorker } from './webhooks/webhook-worker.ts';

/** How often the workers look for due jobs and webhooks. */
const POLL_MS = 100;

export interface PartnerApiService extends PartnerApiCore {
  startWorkers(): void;
  /**
   * Runs what is due now, without waiting for the workers' next poll: every due
   * job (on the sandbox clock), then one delivery pass over the due webhooks.
   * Tests call it after advancing the sandbox clock.
   */
  runDue(): Promise<void>;
  /** Stops the workers, then closes the database. */
  close(): Promise<void>;
}

export interface PartnerApiServiceOptions {
  /** How webhook hosts are resolved; the system's resolver unless a test gives its own. */
  resolve?: Resolver;
}

/** Opens the data dir, seeds the demo partners and providers; workers start separately. */
export function openPartnerApiService(
  settings: PartnerApiSettings, publicUrl: string, options: PartnerApiServiceOptions = {},
): PartnerApiService {
  const db = openDatabase(settings.dataDir);
  try {
    seedDemoPartners(db, settings.partners);
    seedProviders(db);
    releaseAbandonedClaims(db);
  } catch (err) {
    db.close();
    throw err;
  }
  const core: PartnerApiCore = {
    db,
    clock: createSandboxClock(db),
    settings,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    rateLimits: new FixedWindowCounter(),
    faults: { routes: new RouteFaults(), webhooks: new WebhookFaults() },
    traffic: new TrafficLog(),
    outbound: createOutboundPolicy({ allowLocal: settings.allowLocalWebhooks, resolve: options.resolve }),
    keyGuesses: new KeyGuesses(),
  };
  const jobs = createJobRunner(db, core.clock, { ...lifecycleHandlers(core), ...externalOrderJobHandlers(core) });
  const webhooks = createWebhookWorker(db, {
    now: core.clock.now,
    retryBaseMs: settings.webhookRetryBaseMs,
    faults: core.faults.webhooks,
    outbound: core.outbound,
  });
  let jobWorker: JobWorker | undefined;
  return {
    ...core,
    startWorkers() {
      jobWorker ??= startJobWorker(jobs, POLL_MS);
      webhooks.start(POLL_MS);
    },
    async runDue() {
      jobs.runDue();
      await webhooks.deliverDue();
    },
    async close() {
      jobWorker?.stop();
      await webhooks.stop();
      if (db.open) db.close();
    },
  };
}
