import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The BFF's Prometheus metrics, on a registry of its own (not prom-client's
 * global one) so that several apps in one process, as in tests, never clash.
 */
export class BffMetrics {
  readonly registry = new Registry();
  readonly #http = new Counter({
    name: 'bff_http_requests_total',
    help: 'Requests answered by the BFF, by route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly #upstream = new Counter({
    name: 'bff_upstream_requests_total',
    help: 'Calls to the Partner API (each attempt), by route and status; status "network" when no answer came.',
    labelNames: ['route', 'status'] as const,
    registers: [this.registry],
  });
  readonly #upstreamLimited = new Counter({
    name: 'bff_upstream_rate_limited_total',
    help: 'Partner API answers 429, by route: each one is quota the partner lost.',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });
  readonly #streams = new Gauge({
    name: 'bff_sse_connections',
    help: 'Open order-status event streams.',
    registers: [this.registry],
  });
  readonly #outcomes = new Counter({
    name: 'bff_order_outcomes_total',
    help: 'Order creations by how they ended: created, rejected by the upstream, or given up after 5 attempts.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  #readQueueDepth: () => Promise<number> = async () => 0;
  readonly #queueDepth: Gauge = new Gauge({
    name: 'bff_order_queue_depth',
    help: 'Order creations waiting in the durable queue (for the quota, or for their next attempt).',
    registers: [this.registry],
    collect: async () => this.#queueDepth.set(await this.#readQueueDepth()),
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Where the queue depth is read at each scrape (a count in the database, so it is right across restarts). */
  queueDepth(read: () => Promise<number>): void {
    this.#readQueueDepth = read;
  }

  httpRequest(method: string, route: string, status: number): void {
    this.#http.inc({ method, route, status: String(status) });
  }

  upstreamCall(route: string, status: number | 'network'): void {
    this.#upstream.inc({ route, status: String(status) });
    if (status === 429) this.#upstreamLimited.inc({ route });
  }

  streamOpened(): void {
    this.#streams.inc();
  }

  streamClosed(): void {
    this.#streams.dec();
  }

  orderOutcome(outcome: 'created' | 'rejected' | 'given_up'): void {
    this.#outcomes.inc({ outcome });
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
