import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { ErrorText } from '../components/ErrorText.tsx';
import { Heading } from '../components/Heading.tsx';
import { useAction } from '../components/useAction.ts';
import { formatDateTime, t } from '../i18n/i18n.ts';
import { sandbox } from '../sandbox-api.ts';
import { SandboxFaults } from './SandboxFaults.tsx';
import { SandboxPayments } from './SandboxPayments.tsx';
import { SandboxProviders } from './SandboxProviders.tsx';

const STEPS = [['sandbox.hour', { hours: 1 }], ['sandbox.day', { days: 1 }], ['sandbox.threeDays', { days: 3 }]] as const;

/**
 * The sandbox driven by hand: its clock, the national providers, injected faults, payment links and chargebacks.
 * Each acts on the whole sandbox and shows its effect in the orders and webhooks screens.
 */
export function SandboxScreen() {
  const now = useSignal<string | null>(null);
  const { busy, error, run } = useAction();
  useEffect(() => void run(async () => {
    now.value = (await sandbox<{ now: string }>('/clock')).now;
  }), []);
  const advance = (by: object) => void run(async () => {
    now.value = (await sandbox<{ now: string }>('/clock/advance', { json: by })).now;
  });
  return (
    <main id="main" tabIndex={-1}>
      <Heading>{t('sandbox.title')}</Heading>
      <p>{t('sandbox.intro')}</p>
      <section aria-labelledby="clock-title">
        <h2 id="clock-title">{t('sandbox.clock')}</h2>
        <p role="status">{now.value && t('sandbox.now', { time: formatDateTime(now.value) })}</p>
        <div class="actions">
          {STEPS.map(([label, by]) => (
            <button key={label} type="button" disabled={busy.value} onClick={() => advance(by)}>{t(label)}</button>
          ))}
        </div>
        <ErrorText error={error.value} />
      </section>
      <SandboxProviders />
      <SandboxFaults />
      <SandboxPayments />
    </main>
  );
}
