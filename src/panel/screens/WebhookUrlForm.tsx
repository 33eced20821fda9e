import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { PanelWebhookSettings } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { useAction } from '../components/useAction.ts';
import { t } from '../i18n/i18n.ts';

/** Sets the URL (the service validates it) and sends a test event to it. */
export function WebhookUrlForm({ settings, onChange }: { settings: PanelWebhookSettings; onChange: () => void }) {
  const url = useSignal(settings.url ?? '');
  const status = useSignal('');
  const { busy, error, run } = useAction();
  const save = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      status.value = '';
      await api('/webhooks', { method: 'PUT', json: { url: url.value.trim() || null } });
      status.value = t('webhooks.saved');
      onChange();
    });
  };
  // A refused URL sends the focus back to the field, where the fix is typed.
  useEffect(() => {
    if (error.value && error.value.problem.code !== 'no_webhook_url') document.getElementById('webhook-url')?.focus();
  }, [error.value]);
  const test = () => void run(async () => {
    status.value = '';
    await api('/webhooks/test', { method: 'POST' });
    status.value = t('webhooks.testQueued');
    onChange();
  });
  return (
    <section>
      <h2>{t('webhooks.url')}</h2>
      <form onSubmit={save}>
        <label for="webhook-url">{t('webhooks.url')}</label>
        <input
          id="webhook-url" type="url" inputMode="url" value={url.value}
          aria-describedby={error.value ? 'webhook-url-hint webhook-url-error' : 'webhook-url-hint'}
          aria-invalid={error.value ? error.value.problem.code !== 'no_webhook_url' : undefined}
          onInput={(e) => { url.value = e.currentTarget.value; }}
        />
        <p id="webhook-url-hint" class="hint">{settings.url ? t('webhooks.urlHint') : t('webhooks.none')}</p>
        <button type="submit" disabled={busy.value}>{t('webhooks.save')}</button>
        <button type="button" disabled={busy.value || !settings.url} onClick={test}>{t('webhooks.test')}</button>
      </form>
      <p role="status">{status.value}</p>
      <ErrorText id="webhook-url-error" error={error.value} words={{ invalid_request: 'error.webhook_url_invalid' }} />
    </section>
  );
}
