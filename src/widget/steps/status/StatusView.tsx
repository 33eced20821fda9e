import type { ComponentChildren } from 'preact';
import type { Translate } from '../../i18n/t.ts';
import type { StreamState } from '../../app/order-stream.ts';
import { Button } from '../../components/Button.tsx';
import { Notice } from '../../components/Notice.tsx';
import { StepFrame } from '../../components/StepFrame.tsx';
import { Summary, type SummaryRow } from '../../components/Summary.tsx';
import type { StatusTone } from './status-text.ts';

export interface StatusViewProps {
  t: Translate;
  status: string;
  tone: StatusTone;
  /** Order number, product, vehicle, validity: what the shopper may need to quote. */
  rows: SummaryRow[];
  stream: StreamState;
  notice: string | null;
  active: boolean;
  /** The plate the order is registered for, said once it is active. */
  plate: string;
  confirmationHref: string | null;
  /** How the order ended, when it ended other than active. */
  ending: ComponentChildren;
  /** Why the order waits, and for about how long; null when it does not. */
  reason: string | null;
  onStartOver: () => void;
  manage: ComponentChildren;
}

export function StatusView(p: StatusViewProps) {
  const { t } = p;
  return (
    <StepFrame step="status">
      {p.notice && <Notice>{p.notice}</Notice>}
      <p class={`rc-status rc-status--${p.tone}`}>{p.status}</p>
      {p.active && <p class="rc-lead">{t('final.active', { plate: p.plate })}</p>}
      {p.reason && <p class="rc-callout">{p.reason}</p>}
      {p.ending}
      <Summary rows={p.rows} />
      {p.stream === 'reconnecting' && <p class="rc-muted">{t('status.reconnecting')}</p>}
      {p.stream === 'failed' && <p class="rc-muted">{t('status.lost')}</p>}
      {p.confirmationHref && (
        <>
          <p class="rc-muted">{t('final.email')}</p>
          <div class="rc-actions rc-actions--start">
            <a class="rc-button rc-button--primary" href={p.confirmationHref} target="_blank" rel="noopener">
              {t('action.download')}
            </a>
          </div>
        </>
      )}
      {p.manage}
      <p class="rc-start-over">
        <Button variant="link" onClick={p.onStartOver}>{t('action.startOver')}</Button>
      </p>
    </StepFrame>
  );
}
