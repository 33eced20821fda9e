import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Problem } from '../../contract/problem.ts';
import { COUNTRIES } from '../../contract/product-kinds.ts';
import { PanelApiError } from '../api.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { Heading } from '../components/Heading.tsx';
import { useAction } from '../components/useAction.ts';
import { countryName, formatDateTime, t } from '../i18n/i18n.ts';

/** The sandbox's own keyless controls (/sandbox), same origin as the panel; they exist only in the sandbox. */
async function sandbox<T>(path: string, json?: unknown): Promise<T> {
  const res = await fetch(`/sandbox${path}`, json === undefined ? {} : {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json),
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    throw new PanelApiError((body ?? { type: 'about:blank', status: res.status, code: 'unknown', title: res.statusText }) as Problem);
  }
  return body as T;
}

const STEPS = [['sandbox.hour', { hours: 1 }], ['sandbox.day', { days: 1 }], ['sandbox.threeDays', { days: 3 }]] as const;

/** Move the sandbox clock (deferrals, expiry, the 72 h debt deadline) and take a national provider down or back. */
export function SandboxScreen() {
  const now = useSignal<string | null>(null);
  const country = useSignal<string>(COUNTRIES[0]);
  const status = useSignal('');
  const { busy, error, run } = useAction();
  useEffect(() => void run(async () => {
    now.value = (await sandbox<{ now: string }>('/clock')).now;
  }), []);
  const advance = (by: object) => void run(async () => {
    now.value = (await sandbox<{ now: string }>('/clock/advance', by)).now;
  });
  const provider = (move: 'down' | 'up') => void run(async () => {
    const view = await sandbox<{ country: string; status: 'operational' | 'down' }>(`/providers/${country.value}/${move}`, {});
    status.value = t('sandbox.providerState', { country: countryName(view.country), state: t(`sandbox.state.${view.status}`) });
  });
  return (
    <main id="main" tabIndex={-1}>
      <Heading>{t('sandbox.title')}</Heading>
      <p>{t('sandbox.intro')}</p>
      <ErrorText error={error.value} />
      <section aria-labelledby="clock-title">
        <h2 id="clock-title">{t('sandbox.clock')}</h2>
        <p role="status">{now.value && t('sandbox.now', { time: formatDateTime(now.value) })}</p>
        <div class="actions">
          {STEPS.map(([label, by]) => (
            <button key={label} type="button" disabled={busy.value} onClick={() => advance(by)}>{t(label)}</button>
          ))}
        </div>
      </section>
      <section aria-labelledby="providers-title">
        <h2 id="providers-title">{t('sandbox.providers')}</h2>
        <form class="filters" onSubmit={(e) => e.preventDefault()}>
          <div class="field">
            <label for="provider-country">{t('orders.country')}</label>
            <select id="provider-country" value={country.value} onChange={(e) => { country.value = e.currentTarget.value; }}>
              {COUNTRIES.map((c) => <option key={c} value={c}>{countryName(c)}</option>)}
            </select>
          </div>
          <button type="button" disabled={busy.value} onClick={() => provider('down')}>{t('sandbox.down')}</button>
          <button type="button" disabled={busy.value} onClick={() => provider('up')}>{t('sandbox.up')}</button>
        </form>
        <p role="status">{status.value}</p>
      </section>
    </main>
  );
}
