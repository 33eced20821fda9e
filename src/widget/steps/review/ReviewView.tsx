import type { ComponentChildren } from 'preact';
import type { Translate } from '../../i18n/t.ts';
import type { Notice as NoticeState } from '../../app/order-problems.ts';
import { Button } from '../../components/Button.tsx';
import { Notice } from '../../components/Notice.tsx';
import { StepFrame } from '../../components/StepFrame.tsx';
import { Summary, type SummaryRow } from '../../components/Summary.tsx';

export interface ReviewViewProps {
  t: Translate;
  rows: SummaryRow[];
  total: string;
  notice: NoticeState | null;
  busy: boolean;
  /** Where a queued order creation stands, in words; null when there is none. */
  progress: string | null;
  /** The orders waiting for payment, shown with the unpaid-limit notice. */
  unpaid: ComponentChildren;
  onPlaceOrder: () => void;
  /** The order's notice sends the shopper back to a field: the product, or the start date. */
  onChange: (field: 'product' | 'start_date') => void;
  onBack: () => void;
}

export function ReviewView(p: ReviewViewProps) {
  const { t, notice } = p;
  const move = notice?.move;
  // A rare move's button words come with its notice (the manage chunk), not with the purchase path's.
  const action = notice?.action;
  return (
    <StepFrame
      step="review"
      onSubmit={p.onPlaceOrder}
      onBack={p.onBack}
      actions={(!notice || action || move === 'retry') && (
        <Button type="submit" busy={p.busy}>{action ?? t(move === 'retry' ? 'action.retry' : 'action.placeOrder')}</Button>
      )}
    >
      {notice && (
        <Notice>
          <p>{notice.message}</p>
          {(move === 'product' || move === 'start_date') && (
            <Button variant="secondary" onClick={() => p.onChange(move)}>
              {t(move === 'product' ? 'action.chooseProduct' : 'action.changeStartDate')}
            </Button>
          )}
        </Notice>
      )}
      {move === 'unpaid' && p.unpaid}
      <Summary rows={p.rows} total={{ label: t('review.total'), value: p.total }} />
      {p.progress ? <p class="rc-progress" role="status">{p.progress}</p> : p.busy && <p class="rc-muted">{t('review.placing')}</p>}
    </StepFrame>
  );
}
