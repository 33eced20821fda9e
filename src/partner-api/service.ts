import { seedProviders } from './catalogue/providers.ts';
import { createSandboxClock } from './clock/sandbox-clock.ts';
import type { PartnerApiCore } from './core.ts';
import { openDatabase } from './db/open-database.ts';
import { startJobWorker, type JobWorker } from './jobs/job-scheduler.ts';
import { lifecycleHandlers } from './orders/lifecycle.ts';
import { seedDemoPartners } from './partners/partners.ts';
import type { PartnerApiSettings } from './settings.ts';
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
  const core: PartnerApiCore = { db, clock: createSandboxClock(db), settings, publicUrl: publicUrl.replace(/\/+$/, '') };
  let workers: [JobWorker, WebhookWorker] | undefined;
  return {
    ...core,
    startWorkers() {
      workers ??= [
        startJobWorker(db, core.clock, lifecycleHandlers(core), POLL_MS),
        startWebhookWorker(db, { retryBaseMs: settings.webhookRetryBaseMs, pollMs: POLL_MS }),
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
