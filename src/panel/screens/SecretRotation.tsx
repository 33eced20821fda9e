import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { PanelRotatedSecret, PanelWebhookSettings } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { useAction } from '../components/useAction.ts';
import { formatDateTime, t } from '../i18n/i18n.ts';

/**
 * Rotation behind a confirmation that states the overlap; the new secret lives only in this component's state
 * (leaving the screen forgets it) and has a copy button, since it is shown once.
 */
export function SecretRotation({ settings, onChange }: { settings: PanelWebhookSettings; onChange: () => void }) {
  const rotated = useSignal<PanelRotatedSecret | null>(null);
  const asking = useSignal(false);
  const copied = useSignal('');
  const dialog = useRef<HTMLDialogElement>(null);
  const { busy, error, run } = useAction();
  useEffect(() => {
    if (asking.value) dialog.current?.showModal();
    else dialog.current?.close();
  }, [asking.value]);
  const rotate = () => void run(async () => {
    rotated.value = await api<PanelRotatedSecret>('/webhooks/secret/rotate', { method: 'POST' });
    asking.value = false;
    copied.value = '';
    onChange();
  });
  const copy = (secret: string) => {
    navigator.clipboard.writeText(secret).then(
      () => { copied.value = t('webhooks.copied'); },
      () => { copied.value = t('webhooks.copyFailed'); },
    );
  };
  const until = rotated.value?.previous_secret_until ?? settings.previous_secret_until;
  const hours = settings.secret_overlap_hours;
  return (
    <section aria-labelledby="secret-title">
      <h2 id="secret-title">{t('webhooks.secretTitle')}</h2>
      <p>{t('webhooks.secretIntro')}</p>
      <button type="button" onClick={() => { asking.value = true; }}>{t('webhooks.rotate')}</button>
      <dialog ref={dialog} aria-labelledby="rotate-title" onClose={() => { asking.value = false; }}>
        <h2 id="rotate-title">{t('webhooks.rotateConfirmTitle')}</h2>
        <p>{t('webhooks.rotateConfirmText', { hours })}</p>
        <ErrorText error={error.value} />
        <div class="actions">
          <button type="button" disabled={busy.value} onClick={rotate}>{t('webhooks.rotateNow')}</button>
          <button type="button" class="secondary" autofocus onClick={() => { asking.value = false; }}>
            {t('webhooks.rotateKeep')}
          </button>
        </div>
      </dialog>
      {rotated.value && (
        <div class="secret">
          <p><strong>{t('webhooks.newSecret')}</strong>: <code id="new-secret">{rotated.value.secret}</code></p>
          <button type="button" onClick={() => copy(rotated.value!.secret)}>{t('webhooks.copy')}</button>
          <p role="status">{copied.value}</p>
          <p>{t('webhooks.secretOnce')}</p>
        </div>
      )}
      {until && <p>{t('webhooks.overlapUntil', { time: formatDateTime(until) })}</p>}
    </section>
  );
}
