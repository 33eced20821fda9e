/**
 * What the BFF last learned about its standing with the Partner API, from the
 * answers of ordinary calls (no extra calls spend the quota): whether the
 * service answers at all, and whether the partner is cut off for debt or
 * over its rate limit. Read by /readyz and logged once per change.
 */
export type PartnerState = 'ok' | 'disabled' | 'rate_limited';

export interface UpstreamStanding {
  partner: PartnerState;
  /** Epoch ms of the last answer of any kind from the upstream, or null before the first. */
  lastAnswerAt: number | null;
  /** Epoch ms of the last call that got no answer (network error, timeout), or null. */
  lastUnreachableAt: number | null;
}

export class UpstreamHealth {
  readonly #now: () => number;
  readonly #onChange: (state: PartnerState, route: string) => void;
  #standing: UpstreamStanding = { partner: 'ok', lastAnswerAt: null, lastUnreachableAt: null };

  constructor(now: () => number, onChange: (state: PartnerState, route: string) => void) {
    this.#now = now;
    this.#onChange = onChange;
  }

  answered(route: string, status: number, code: string | undefined): void {
    const partner: PartnerState =
      status === 403 && code === 'partner_disabled' ? 'disabled' : status === 429 ? 'rate_limited' : 'ok';
    // A 4xx about the request itself (a bad plate) says nothing about the partner's standing.
    const telling = partner !== 'ok' || status < 400;
    this.#standing = { ...this.#standing, lastAnswerAt: this.#now() };
    if (telling && partner !== this.#standing.partner) {
      this.#standing = { ...this.#standing, partner };
      this.#onChange(partner, route);
    }
  }

  unreachable(): void {
    this.#standing = { ...this.#standing, lastUnreachableAt: this.#now() };
  }

  get standing(): UpstreamStanding {
    return this.#standing;
  }
}
