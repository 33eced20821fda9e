import { seedProviders } from './catalogue/providers.ts';
import { createSandboxClock } from './clock/sandbox-clock.ts';
import type { PartnerApiCore } from './core.ts';
import { openDatabase } from './db/open-database.ts';
import { externalOrderJobHandlers } from './external-orders/external-order-jobs.ts';
import { startJobWorker, type JobWorker } from './jobs/job-scheduler.ts';
import { lifecycleHandlers } from './orders/lifecycle.ts';
import { seedDemoPartners } from './partners/partners.ts';
import { FixedWindowCounter } from './rate-limit/fixed-window.ts';
import { RouteFaults } from './sandbox/route-faults.ts';
import type { PartnerApiSettings } from './settings.ts';
import { WebhookFaults } from './webhooks/webhook-faults.ts';
import { startWebhookWorker, type WebhookWorker } from './webhooks/webhook-worker.ts';

/** How often the workers look for due jobs and webhooks. */
const POLL_MS = 100;

export interface PartnerApiService extends PartnerApiCore {
  startWorkers(): void;
  /** Stops the workers, then closes the database. */
  close(): Promise<void>;
}

/** Opens the data dir, seeds the demo partners and providers; workers start separately. */
export function openPartnerApiService(settings: PartnerApiSettings, publicUrl: string): PartnerApiService {
  const db = openDatabase(settings.dataDir);
  try {
    seedDemoPartners(db, settings.partners);
    seedProviders(db);
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
  };
  let workers: [JobWorker, WebhookWorker] | undefined;
  return {
    ...core,
    startWorkers() {
      workers ??= [
        startJobWorker(db, core.clock, { ...lifecycleHandlers(core), ...externalOrderJobHandlers(core) }, POLL_MS),
        startWebhookWorker(db, {
          retryBaseMs: settings.webhookRetryBaseMs,
          pollMs: POLL_MS,
          faults: core.faults.webhooks,
        }),
      ];
    },
    async close() {
      if (workers) {
        workers[0].stop();
        await workers[1].stop();
      }
      if (db.open) db.close();
    },
  };
}
