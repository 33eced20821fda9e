import type { Translate } from '../../i18n/t.ts';
import { Button } from '../../components/Button.tsx';
import { StepFrame } from '../../components/StepFrame.tsx';
import { Summary, type SummaryRow } from '../../components/Summary.tsx';
import { PayDialog } from './PayDialog.tsx';

export interface PaymentViewProps {
  t: Translate;
  idPrefix: string;
  total: string;
  /** "Pay €11.50", in the shopper's language and money format. */
  pay: string;
  /** The accepted methods as one phrase ("Card or PayPal"): information, not a choice to make here. */
  providers: string;
  details: SummaryRow[];
  detailsOpen: boolean;
  /** The payment page as the widget's frame opens it; null when the order has none. */
  payUrl: string | null;
  /** The payment page is open inside the widget. */
  paying: boolean;
  onPay: () => void;
  onPaid: () => void;
  onLeave: () => void;
  /** The shopper asked to leave this unpaid order: ask before it is left. */
  leaving: boolean;
  onAskLeave: () => void;
  onStay: () => void;
  onStartOver: () => void;
}

export function PaymentView(p: PaymentViewProps) {
  const { t } = p;
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
      {p.payUrl && <div class="rc-actions"><Button onClick={p.onPay}>{p.pay}</Button></div>}
      {p.payUrl && p.paying && (
        <PayDialog t={t} idPrefix={p.idPrefix} title={t('step.payment')} url={p.payUrl} onPaid={p.onPaid} onLeave={p.onLeave} />
      )}
      {p.leaving ? (
        <div class="rc-callout" role="group" aria-labelledby={`${p.idPrefix}-leave`}>
          <p id={`${p.idPrefix}-leave`}>{t('pay.leaveOrder')}</p>
          <div class="rc-actions rc-actions--start">
            <Button id={`${p.idPrefix}-stay`} onClick={p.onStay}>{t('pay.keepOrder')}</Button>
            <Button variant="secondary" onClick={p.onStartOver}>{t('pay.leaveAndStart')}</Button>
          </div>
        </div>
      ) : (
        <p class="rc-start-over">
          <Button variant="link" onClick={p.onAskLeave}>{t('action.startOver')}</Button>
        </p>
      )}
    </StepFrame>
  );
}
