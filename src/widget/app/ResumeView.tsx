import { Button } from '../components/Button.tsx';
import { Notice } from '../components/Notice.tsx';
import { Summary } from '../components/Summary.tsx';
import { laterTranslator } from '../i18n/later.ts';
import { draftRows } from '../steps/draft-rows.ts';
import { useStore } from './context.ts';
import { tracked } from './tracked.ts';

/**
 * While a saved order is read back: its skeleton; if it cannot be read, a way to retry or start over; while it
 * still waits in the BFF's queue, what it places and where it stands, and what leaving it means.
 */
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
    // What is waiting, as the review showed it before the reload: the shopper sees what leaving it would drop.
    const draft = s.core.checkout.value?.draft;
    const shown = draft && draftRows(draft, s.catalogue.value?.products, s);
    const leave = `${s.id}-leave-queued`;
    return (
      <section class="rc-step">
        {/* A shopper back after a reload lands here first: which screen this is, as the skeleton before it drew. */}
        <h2 id={`${s.id}-heading`} class="rc-heading" tabIndex={-1}>{s.t('step.status')}</h2>
        {shown && <Summary rows={shown.rows} total={shown.total} />}
        <p class="rc-progress" role="status">{queued}</p>
        <div class="rc-actions rc-actions--start">
          <Button variant="secondary" aria-describedby={leave} onClick={s.startOver}>{t('pay.leaveAndStart')}</Button>
        </div>
        <p id={leave} class="rc-hint">{t('resume.leaveQueued')}</p>
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
