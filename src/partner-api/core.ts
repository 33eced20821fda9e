import type { SandboxClock } from './clock/sandbox-clock.ts';
import type { Db } from './db/open-database.ts';
import type { OutboundPolicy } from './outbound/outbound-policy.ts';
import type { KeyGuesses } from './partners/key-guesses.ts';
import type { RateCounter } from './rate-limit/fixed-window.ts';
import type { RouteFaults } from './sandbox/route-faults.ts';
import type { PartnerApiSettings } from './settings.ts';
import type { TrafficLog } from './traffic/traffic-log.ts';
import type { WebhookFaults } from './webhooks/webhook-faults.ts';

/** What routes, jobs and workers share. */
export interface PartnerApiCore {
  db: Db;
  clock: SandboxClock;
  settings: PartnerApiSettings;
  /** Base of payment links and PDF URLs, without a trailing slash. */
  publicUrl: string;
  /** Section 8 counters, shared by the REST routes and the MCP tools. */
  rateLimits: RateCounter;
  /** Faults injected through /sandbox (in memory). */
  faults: { routes: RouteFaults; webhooks: WebhookFaults };
  /** The last hour of each partner's calls, read by the panel's test-integration checklist (in memory). */
  traffic: TrafficLog;
  /** The rule of every URL the service calls (webhooks), at save time and at each call. */
  outbound: OutboundPolicy;
  /** Wrong API keys per source address and per key presented (in memory, real time). */
  keyGuesses: KeyGuesses;
}
