import type { Problem } from '../contract/problem.ts';

/** A refused call, with the service's problem (RFC 9457) to show. */
export class PanelApiError extends Error {
  readonly problem: Problem;
  /** Seconds from a 429's Retry-After, so the partner is told how long to wait. */
  readonly retryAfter: number | undefined;

  constructor(problem: Problem, retryAfter?: number) {
    super(problem.detail ?? problem.title);
    this.problem = problem;
    this.retryAfter = retryAfter;
  }
}

const secondsOf = (header: string | null) => (header && /^\d{1,6}$/.test(header) ? Number(header) : undefined);

const listeners = new Set<() => void>();

/** Called when the session is gone (signed out elsewhere, expired): the app goes back to sign-in. */
export const onSignedOut = (listener: () => void) => listeners.add(listener);

/**
 * Same-origin calls to /panel/api: the session cookie goes along by itself (SameSite=Strict) and the browser adds
 * the Origin header the service checks on changes.
 */
export async function api<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/panel/api${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.json === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
  } catch {
    throw new PanelApiError({ type: 'about:blank', status: 0, code: 'network', title: 'Network error' });
  }
  if (res.status === 204) return undefined as T;
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return body as T;
  // No problem+json (a proxy's error page): a 5xx is the service's trouble, anything else is named by its status.
  const code = res.status >= 500 ? 'internal_error' : `http_${res.status}`;
  const problem = (body ?? { type: 'about:blank', status: res.status, code, title: res.statusText }) as Problem;
  if (problem.code === 'not_signed_in') for (const listener of listeners) listener();
  throw new PanelApiError(problem, secondsOf(res.headers.get('Retry-After')));
}
