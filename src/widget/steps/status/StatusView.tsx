import type { Translate } from '../../i18n/t.ts';
import type { StreamState } from '../../app/order-stream.ts';
import { StepFrame } from '../../components/StepFrame.tsx';
import type { StatusTone } from './status-text.ts';

export interface StatusViewProps {
  t: Translate;
  status: string;
  tone: StatusTone;
  summary: string;
  stream: StreamState;
  confirmationHref: string | null;
  canGoBack: boolean;
  onBack: () => void;
}

export function StatusView(p: StatusViewProps) {
  const { t } = p;
  return (
    <StepFrame step="status" onBack={p.canGoBack ? p.onBack : undefined}>
      <p class={`rc-status rc-status--${p.tone}`}>{p.status}</p>
      <p class="rc-muted">{p.summary}</p>
      {p.stream === 'reconnecting' && <p class="rc-muted">{t('status.reconnecting')}</p>}
      {p.stream === 'failed' && <p class="rc-muted">{t('status.lost')}</p>}
      {p.confirmationHref && (
        <p>
          <a class="rc-button rc-button--primary" href={p.confirmationHref} target="_blank" rel="noopener">
            {t('action.download')}
          </a>
        </p>
      )}
    </StepFrame>
  );
}
