import type { PanelApiError } from '../api.ts';
import { t } from '../i18n/i18n.ts';

/** A refused call, said where the partner looks, and announced to screen readers. */
export function ErrorText({ error }: { error: PanelApiError | null }) {
  if (!error) return null;
  const { problem } = error;
  const text = problem.code === 'network'
    ? t('error.network')
    : t('error.generic', { detail: [problem.detail ?? problem.title, ...(problem.errors ?? []).map((e) => e.message)].join(' ') });
  return <p class="error" role="alert">{text}</p>;
}
