/**
 * Sandbox faults of the webhook worker, so a receiver can be tested against
 * what at-least-once delivery really does: `drop` records a delivery as done
 * without sending it, `duplicate` sends it twice with the same webhook-id,
 * `reorder` holds it back until the partner's next delivery has gone out.
 * Kept in memory: a restart clears them.
 */
export type WebhookFaultKind = 'drop' | 'duplicate' | 'reorder';

export class WebhookFaults {
  readonly #pending: Record<WebhookFaultKind, number> = { drop: 0, duplicate: 0, reorder: 0 };

  /** Adds to the count of coming deliveries each fault applies to. */
  add(counts: Partial<Record<WebhookFaultKind, number>>): void {
    for (const [kind, n] of Object.entries(counts) as [WebhookFaultKind, number][]) this.#pending[kind] += n;
  }

  clear(): void {
    for (const kind of Object.keys(this.#pending) as WebhookFaultKind[]) this.#pending[kind] = 0;
  }

  pending(): Readonly<Record<WebhookFaultKind, number>> {
    return { ...this.#pending };
  }

  /** True (and one fewer left) when the next delivery gets this fault. */
  take(kind: WebhookFaultKind): boolean {
    if (this.#pending[kind] === 0) return false;
    this.#pending[kind] -= 1;
    return true;
  }
}
