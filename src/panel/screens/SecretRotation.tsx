import { useSignal } from '@preact/signals';
import type { PanelRotatedSecret, PanelWebhookSettings } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { useAction } from '../components/useAction.ts';
import { formatDateTime, t } from '../i18n/i18n.ts';

/** The new secret lives only in this component's state: leaving the screen forgets it. */
export function SecretRotation({ settings, onChange }: { settings: PanelWebhookSettings; onChange: () => void }) {
  const rotated = useSignal<PanelRotatedSecret | null>(null);
  const { busy, error, run } = useAction();
  const rotate = () => void run(async () => {
    rotated.value = await api<PanelRotatedSecret>('/webhooks/secret/rotate', { method: 'POST' });
    onChange();
  });
  const until = rotated.value?.previous_secret_until ?? settings.previous_secret_until;
  return (
    <section aria-labelledby="secret-title">
      <h2 id="secret-title">{t('webhooks.secretTitle')}</h2>
      <p>{t('webhooks.secretIntro')}</p>
      <button type="button" disabled={busy.value} onClick={rotate}>{t('webhooks.rotate')}</button>
      {rotated.value && (
        <div class="secret" role="status">
          <p><strong>{t('webhooks.newSecret')}</strong>: <code>{rotated.value.secret}</code></p>
          <p>{t('webhooks.secretOnce')}</p>
        </div>
      )}
      {until && <p>{t('webhooks.overlapUntil', { time: formatDateTime(until) })}</p>}
      <ErrorText error={error.value} />
    </section>
  );
}
