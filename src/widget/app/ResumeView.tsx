import { Button } from '../components/Button.tsx';
import { Notice } from '../components/Notice.tsx';
import { laterTranslator } from '../i18n/later.ts';
import { useStore } from './context.ts';
import { tracked } from './tracked.ts';

/** While a saved order is read back: its skeleton; if it cannot be read, a way to retry or start over. */
export const ResumeView = tracked(function ResumeView() {
  const s = useStore();
  const t = laterTranslator(s.locale, s.t);
  if (s.resuming.value === 'failed') {
    return (
      <section class="rc-step">
        <Notice>
          <p>{t('resume.failed')}</p>
          <div class="rc-actions rc-actions--start">
            <Button onClick={() => void s.resume()}>{t('action.reload')}</Button>
            <Button variant="secondary" onClick={s.startOver}>{t('action.startOver')}</Button>
          </div>
        </Notice>
      </section>
    );
  }
  const queued = s.checkoutText.value;
  if (queued) {
    return (
      <section class="rc-step">
        <p class="rc-progress" role="status">{queued}</p>
        <div class="rc-actions rc-actions--start">
          <Button variant="secondary" onClick={s.startOver}>{t('action.startOver')}</Button>
        </div>
      </section>
    );
  }
  return (
    <section class="rc-step rc-skeleton">
      <p class="rc-sr-only" role="status">{t('resume.loading')}</p>
      <div aria-hidden="true">
        <span class="rc-skeleton__line rc-skeleton__label" />
        <span class="rc-skeleton__box rc-skeleton__heading" />
        <span class="rc-skeleton__box rc-skeleton__price" />
        <span class="rc-skeleton__box rc-skeleton__summary" />
        <div class="rc-actions">
          <span class="rc-skeleton__box rc-skeleton__button" />
        </div>
      </div>
    </section>
  );
});
