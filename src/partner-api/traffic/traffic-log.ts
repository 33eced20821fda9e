import type { RouteKey } from '../rate-limit/limits.ts';

export interface TrafficEntry {
  route: RouteKey;
  /** The path's `{id}`, for routes counted per id. */
  id: string | undefined;
  status: number;
  /** Sandbox time, like the rate-limit windows. */
  at: number;
  idempotencyKey: boolean;
}

/** An hour of a busy partner's calls: what the checklist and the usage look at, and no more. */
const KEEP_MS = 3_600_000;
const MAX_PER_PARTNER = 20_000;

/**
 * Each partner's recent calls of the rate-limited routes, kept in memory (a restart starts a fresh hour), so the
 * panel can judge an integration from its real traffic.
 */
export class TrafficLog {
  readonly #byPartner = new Map<string, TrafficEntry[]>();

  record(partnerId: string, entry: TrafficEntry): void {
    const entries = this.#byPartner.get(partnerId) ?? [];
    entries.push(entry);
    const from = entries.findIndex((e) => e.at > entry.at - KEEP_MS);
    const keep = Math.max(from === -1 ? entries.length : from, entries.length - MAX_PER_PARTNER);
    this.#byPartner.set(partnerId, keep > 0 ? entries.slice(keep) : entries);
  }

  /** Oldest first. */
  since(partnerId: string, from: number): TrafficEntry[] {
    return (this.#byPartner.get(partnerId) ?? []).filter((e) => e.at >= from);
  }
}
