import type { PanelApiError } from '../api.ts';
import { messages as english, type MessageKey } from '../i18n/en.ts';
import { t } from '../i18n/i18n.ts';

/** The catalogue key that says a problem `code` in plain words, when the panel has one. */
const keyOf = (code: string): MessageKey | undefined => {
  const key = `error.${code}`;
  return key in english ? key as MessageKey : undefined;
};

/**
 * A refused call, said where the partner looks in plain words of its language (from the problem's `code`, never
 * the API's English `detail`), and announced to screen readers. `words` lets a screen say a code its own way (a bad
 * webhook URL is an `invalid_request` that deserves more than "check the field").
 */
export function ErrorText({ error, words = {}, id }: {
  error: PanelApiError | null; words?: Partial<Record<string, MessageKey>>; id?: string;
}) {
  if (!error) return null;
  const { problem, retryAfter } = error;
  const key = words[problem.code] ?? keyOf(problem.code);
  const text = key ? t(key, { seconds: retryAfter ?? 60 }) : t('error.generic', { code: problem.code });
  return <p id={id} class="error" role="alert">{text}</p>;
}
