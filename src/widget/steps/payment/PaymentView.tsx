import type { Translate } from '../../i18n/t.ts';
import { Button } from '../../components/Button.tsx';
import { StepFrame } from '../../components/StepFrame.tsx';
import { Summary, type SummaryRow } from '../../components/Summary.tsx';

export interface PaymentViewProps {
  t: Translate;
  idPrefix: string;
  total: string;
  /** The accepted methods as one phrase ("Card or PayPal"): information, not a choice to make here. */
  providers: string;
  details: SummaryRow[];
  detailsOpen: boolean;
  paymentLink: string | null;
  onPay: () => void;
  onStartOver: () => void;
}

export function PaymentView(p: PaymentViewProps) {
  const { t, idPrefix: id } = p;
  return (
    <StepFrame step="payment">
      <p class="rc-price">
        <span>{t('payment.total')}</span> <strong>{p.total}</strong>
      </p>
      <h3 class="rc-subheading">{t('payment.methods')}</h3>
      <p class="rc-providers">{p.providers}</p>
      <details class="rc-details" open={p.detailsOpen}>
        <summary>{t('payment.details')}</summary>
        <Summary rows={p.details} />
      </details>
      <div class="rc-actions">
        {p.paymentLink ? (
          <a
            class="rc-button rc-button--primary"
            href={p.paymentLink}
            target="_blank"
            rel="noopener"
            aria-describedby={`${id}-new-tab`}
            onClick={p.onPay}
          >
            {t('action.pay')}
          </a>
        ) : (
          <p class="rc-muted">{t('payment.noLink')}</p>
        )}
      </div>
      {p.paymentLink && <p id={`${id}-new-tab`} class="rc-hint">{t('payment.newTab')}</p>}
      <p class="rc-start-over">
        <Button variant="link" onClick={p.onStartOver}>{t('action.startOver')}</Button>
      </p>
    </StepFrame>
  );
}
