import type { Translate } from '../../i18n/t.ts';
import { Button } from '../../components/Button.tsx';
import { Notice } from '../../components/Notice.tsx';
import { StepFrame } from '../../components/StepFrame.tsx';
import { Summary, type SummaryRow } from '../../components/Summary.tsx';

export interface ReviewViewProps {
  t: Translate;
  rows: SummaryRow[];
  total: string;
  notice: { message: string; retry: boolean } | null;
  busy: boolean;
  /** Where a queued order creation stands, in words; null when there is none. */
  progress: string | null;
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
      onBack={p.onBack}
      actions={canPlace && <Button type="submit" busy={p.busy}>{t(notice?.retry ? 'action.retry' : 'action.placeOrder')}</Button>}
    >
      {notice && <Notice>{notice.message}</Notice>}
      <Summary rows={p.rows} total={{ label: t('review.total'), value: p.total }} />
      {p.progress ? <p class="rc-progress" role="status">{p.progress}</p> : p.busy && <p class="rc-muted">{t('review.placing')}</p>}
    </StepFrame>
  );
}
