import { KEYS, type TestApi } from './harness.ts';

/** The origin the test app believes it serves (see openTestApi), which the panel's CSRF check compares against. */
export const PANEL_ORIGIN = 'http://partner-api.test';

export interface PanelClient {
  call(path: string, init?: { method?: string; json?: unknown; headers?: Record<string, string> }): Promise<Response>;
}

/** A browser-like caller of /panel/api: keeps the session cookie and sends the panel's Origin on changes. */
export async function signedInPanel(api: TestApi, key: string = KEYS.standard): Promise<PanelClient> {
  let cookie = '';
  const client: PanelClient = {
    async call(path, init = {}) {
      const res = await api.call(`/panel/api${path}`, {
        key: null,
        method: init.method ?? 'GET',
        headers: { Origin: PANEL_ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...init.headers },
        ...(init.json === undefined ? {} : { json: init.json }),
      });
      const set = res.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0] ?? '';
      return res;
    },
  };
  const res = await client.call('/session', { method: 'POST', json: { api_key: key } });
  if (res.status !== 201) throw new Error(`sign-in failed: ${res.status}`);
  return client;
}
