import type { SandboxClock } from './clock/sandbox-clock.ts';
import type { Db } from './db/open-database.ts';
import type { PartnerApiSettings } from './settings.ts';

/** What routes, jobs and workers share. */
export interface PartnerApiCore {
  db: Db;
  clock: SandboxClock;
  settings: PartnerApiSettings;
  /** Base of payment links and PDF URLs, without a trailing slash. */
  publicUrl: string;
}
