import { useStore } from '../../app/context.ts';
import { useEffect, useRef } from '../../app/hooks.ts';
import { tracked } from '../../app/tracked.ts';
import { laterTranslator } from '../../i18n/later.ts';

/** Payment pages already reported to the partner: the panel comes back after "Keep paying" without a second event. */
const told = new Set<string>();

/**
 * The payment page loaded in the widget's frame without saying it was there (pay-message.ts `ready`): the
 * browser refused to show it, because the partner's page does not allow its origin (`frame-src` in the page's
 * CSP) or the Partner API does not know the page's origin as one that may frame it. The shopper pays in a tab of
 * its own; the widget follows the order as ever and moves on once it is paid. The partner's page hears an
 * `error` (README: what to set up).
 */
export const PayRefused = tracked(function PayRefused({ url }: { url: string }) {
  const s = useStore();
  const t = laterTranslator(s.locale, s.t);
  const panel = useRef<HTMLDivElement>(null);
  // Not shown in a frame, the page has no one to tell how the payment went: it stays a plain page.
  const tab = new URL(url);
  tab.searchParams.delete('origin');

  useEffect(() => {
    panel.current?.focus();
    if (told.has(url)) return;
    told.add(url);
    s.core.deps.emit('error', { code: 'payment_frame_refused' });
  }, []);

  return (
    <div ref={panel} class="rc-pay-panel" role="alert" tabIndex={-1}>
      <p class="rc-pay-failed">{t('pay.refused')}</p>
      <p>{t('pay.refusedTab')}</p>
      <a class="rc-button rc-button--primary" href={tab.href} target="_blank" rel="noopener">{t('pay.openTab')}</a>
    </div>
  );
});
