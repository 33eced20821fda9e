import { signal } from '@preact/signals';
import type { PanelSession } from '../../contract/panel.ts';
import { api, onSignedOut } from '../api.ts';

/** undefined: not known yet; null: signed out. */
export const session = signal<PanelSession | null | undefined>(undefined);

/** The session ended while the panel was open (expired, or signed out elsewhere): sign-in says why. */
export const sessionEnded = signal(false);

onSignedOut(() => {
  if (session.value) sessionEnded.value = true;
  session.value = null;
});

export async function loadSession(): Promise<void> {
  session.value = await api<PanelSession>('/session').catch(() => null);
}

/** The key goes to the service once, in this request's body, and is kept nowhere in the browser. */
export async function signIn(apiKey: string): Promise<void> {
  session.value = await api<PanelSession>('/session', { method: 'POST', json: { api_key: apiKey } });
  sessionEnded.value = false;
}

export async function signOut(): Promise<void> {
  await api('/session', { method: 'DELETE' });
  session.value = null;
}

/** Ends every session of the partner, this one included: the way out after a lost laptop or a copied cookie. */
export async function signOutEverywhere(): Promise<void> {
  await api('/session/everywhere', { method: 'DELETE' });
  session.value = null;
}
