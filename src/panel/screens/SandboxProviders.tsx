import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { COUNTRIES } from '../../contract/product-kinds.ts';
import type { SandboxProviderState } from '../../contract/sandbox-providers.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { useAction } from '../components/useAction.ts';
import { countryName, t } from '../i18n/i18n.ts';
import { providerStates, sandbox } from '../sandbox-api.ts';
import { ProviderStateTable } from './ProviderStateTable.tsx';

type Move = 'down' | 'up' | 'heavy' | 'normal';

/**
 * A national provider's three ways to misbehave: silent (orders wait as processing), under heavy load (orders
 * wait as almost ready: WILL BE ACTIVE), or failing the next registrations (their orders end DELETED).
 */
export function SandboxProviders() {
  const country = useSignal<string>(COUNTRIES[0]);
  const failing = useSignal('1');
  const status = useSignal('');
  const states = useSignal<SandboxProviderState[] | null>(null);
  const { busy, error, run } = useAction();
  // Read back after every change: another tab, a script or an order using up a failure may have moved it too.
  const refresh = async () => {
    states.value = await providerStates();
  };
  useEffect(() => void run(refresh), []);
  const move = (to: Move) => void run(async () => {
    const cc = country.value;
    if (to === 'down' || to === 'up') {
      const view = await sandbox<{ country: string; status: 'operational' | 'down' }>(`/providers/${cc}/${to}`, { json: {} });
      status.value = t('sandbox.providerState', { country: countryName(view.country), state: t(`sandbox.state.${view.status}`) });
    } else {
      const view = await sandbox<{ country: string; load: 'heavy' | 'normal' }>(`/providers/${cc}/load`, { json: { load: to } });
      status.value = t('sandbox.providerState', { country: countryName(view.country), state: t(`sandbox.state.${view.load}`) });
    }
    await refresh();
  });
  const fail = () => void run(async () => {
    const view = await sandbox<{ country: string; fail_next: number }>(
      `/providers/${country.value}/errors`, { json: { fail_next: Number(failing.value) } },
    );
    status.value = t('sandbox.failState', { country: countryName(view.country), count: view.fail_next });
    await refresh();
  });
  return (
    <section aria-labelledby="providers-title">
      <h2 id="providers-title">{t('sandbox.providers')}</h2>
      <p>{t('sandbox.providersIntro')}</p>
      <form class="filters" onSubmit={(e) => { e.preventDefault(); fail(); }}>
        <div class="field">
          <label for="provider-country">{t('orders.country')}</label>
          <select id="provider-country" value={country.value} onChange={(e) => { country.value = e.currentTarget.value; }}>
            {COUNTRIES.map((c) => <option key={c} value={c}>{countryName(c)}</option>)}
          </select>
        </div>
        <div class="actions">
          <button type="button" disabled={busy.value} onClick={() => move('down')}>{t('sandbox.down')}</button>
          <button type="button" disabled={busy.value} onClick={() => move('up')}>{t('sandbox.up')}</button>
          <button type="button" disabled={busy.value} onClick={() => move('heavy')}>{t('sandbox.heavy')}</button>
          <button type="button" disabled={busy.value} onClick={() => move('normal')}>{t('sandbox.normal')}</button>
        </div>
        <div class="field">
          <label for="provider-failing">{t('sandbox.failNext')}</label>
          <input
            id="provider-failing" type="number" min={0} max={1000} step={1} required value={failing.value}
            onInput={(e) => { failing.value = e.currentTarget.value; }}
          />
        </div>
        <button type="submit" disabled={busy.value}>{t('sandbox.failButton')}</button>
      </form>
      <ErrorText error={error.value} />
      <p role="status">{status.value}</p>
      {states.value && <ProviderStateTable states={states.value} />}
    </section>
  );
}
