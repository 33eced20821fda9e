import type { Problem } from '../contract/problem.ts';
import type { SandboxProviderState, SandboxProviderStates } from '../contract/sandbox-providers.ts';
import { PanelApiError } from './api.ts';

/**
 * The sandbox's own keyless controls (/sandbox), same origin as the panel; they exist only in the sandbox (the
 * panel shows them only when its session says so). A refusal is a problem like the panel API's.
 */
export async function sandbox<T>(path: string, init: { method?: 'POST' | 'DELETE'; json?: unknown } = {}): Promise<T> {
  const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
  let res: Response;
  try {
    res = await fetch(`/sandbox${path}`, method === 'POST' ? {
      method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.json ?? {}),
    } : { method });
  } catch {
    throw new PanelApiError({ type: 'about:blank', status: 0, code: 'network', title: 'Network error' });
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    throw new PanelApiError((body ?? { type: 'about:blank', status: res.status, code: 'unknown', title: res.statusText }) as Problem);
  }
  return body as T;
}

/** Each country's provider as the service holds it now: the screen shows this, never what it last asked for. */
export async function providerStates(): Promise<SandboxProviderState[]> {
  return (await sandbox<SandboxProviderStates>('/providers')).data;
}

/** A payment link's token is its last path segment; a bare token is taken as it is. */
export function tokenOf(linkOrToken: string): string {
  const text = linkOrToken.trim();
  try {
    return new URL(text).pathname.split('/').filter(Boolean).at(-1) ?? '';
  } catch {
    return text;
  }
}
