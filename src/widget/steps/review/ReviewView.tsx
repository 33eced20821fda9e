import type { Translate } from '../../i18n/t.ts';
import { Button } from '../../components/Button.tsx';
import { Notice } from '../../components/Notice.tsx';
import { StepFrame } from '../../components/StepFrame.tsx';

export interface ReviewViewProps {
  t: Translate;
  rows: { label: string; value: string }[];
  total: string;
  notice: { message: string; retry: boolean } | null;
  busy: boolean;
  onPlaceOrder: () => void;
  onBack: () => void;
}

export function ReviewView(p: ReviewViewProps) {
  const { t, notice } = p;
  // After a duplicate or a refusal, placing the same order again cannot help.
  const canPlace = !notice || notice.retry;
  return (
    <StepFrame
      step="review"
      onSubmit={p.onPlaceOrder}
      actions={
        <>
          <Button variant="secondary" onClick={p.onBack}>{t('action.back')}</Button>
          {canPlace && (
            <Button type="submit" busy={p.busy}>{t(notice?.retry ? 'action.retry' : 'action.placeOrder')}</Button>
          )}
        </>
      }
    >
      {notice && <Notice>{notice.message}</Notice>}
      <dl class="rc-summary">
        {p.rows.map((row) => (
          <div key={row.label} class="rc-summary__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div class="rc-summary__row rc-summary__total">
          <dt>{t('review.total')}</dt>
          <dd>{p.total}</dd>
        </div>
      </dl>
      {p.busy && <p class="rc-muted">{t('review.placing')}</p>}
    </StepFrame>
  );
}
