import { useSignal } from '@preact/signals';
import { t } from '../i18n/i18n.ts';
import { sessionEnded, signIn } from '../state/session.ts';
import { ErrorText } from './ErrorText.tsx';
import { useAction } from './useAction.ts';

export function SignIn() {
  const key = useSignal('');
  const { busy, error, run } = useAction();
  const submit = (event: Event) => {
    event.preventDefault();
    // The field is emptied at once: the key lives only in this request.
    const value = key.value;
    key.value = '';
    void run(() => signIn(value));
  };
  return (
    <main id="main" class="sign-in">
      <h1>{t('signIn.title')}</h1>
      {sessionEnded.value && !error.value && <p class="notice" role="status">{t('error.not_signed_in')}</p>}
      <p>{t('signIn.intro')}</p>
      <form onSubmit={submit}>
        <label for="api-key">{t('signIn.key')}</label>
        <input
          id="api-key" name="api-key" type="password" autocomplete="off" spellcheck={false} required
          value={key.value} onInput={(e) => { key.value = e.currentTarget.value; }}
        />
        <button type="submit" disabled={busy.value}>{t('signIn.submit')}</button>
      </form>
      <ErrorText error={error.value} />
    </main>
  );
}
