import type { RouteKey } from '../rate-limit/limits.ts';

export type FaultStatus = 500 | 502 | 503 | 504;

export interface RouteFault {
  id: number;
  route: RouteKey;
  /** `next`: the next `remaining` calls; `rate`: each call with probability `rate`. */
  mode: 'next' | 'rate';
  rate: number | null;
  remaining: number | null;
  /** Answer with this 5xx; null: only slow the call down. */
  status: FaultStatus | null;
  latencyMs: number;
}

export type RouteFaultInput = Omit<RouteFault, 'id'>;

/**
 * Faults injected into /public routes (sandbox only, kept in memory). The
 * first fault of a route that hits a call applies; a `next` fault is gone
 * once its calls are spent.
 */
export class RouteFaults {
  #faults: RouteFault[] = [];
  #nextId = 1;

  add(input: RouteFaultInput): RouteFault {
    const fault = { id: this.#nextId++, ...input };
    this.#faults.push(fault);
    return fault;
  }

  clear(): void {
    this.#faults = [];
  }

  list(): RouteFault[] {
    return this.#faults.map((f) => ({ ...f }));
  }

  /** The fault this call of `route` meets, if any. */
  take(route: RouteKey, random: () => number = Math.random): RouteFault | undefined {
    const fault = this.#faults.find((f) => f.route === route && (f.mode === 'next' || random() < (f.rate ?? 0)));
    if (fault?.mode === 'next') {
      fault.remaining = (fault.remaining ?? 1) - 1;
      if (fault.remaining <= 0) this.#faults = this.#faults.filter((f) => f !== fault);
    }
    return fault && { ...fault };
  }
}
