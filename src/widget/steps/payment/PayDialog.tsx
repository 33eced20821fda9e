import { tracked, useLocalSignal } from '../../app/tracked.ts';
import { useEffect, useLayoutEffect, useMemo, useRef } from '../../app/hooks.ts';
import { Later } from '../../app/Later.tsx';
import type { Translate } from '../../i18n/t.ts';
import { Button } from '../../components/Button.tsx';
import { type PayOutcome, payOutcome } from './pay-message.ts';

export interface PayDialogProps {
  t: Translate;
  idPrefix: string;
  /** The dialog's and its frame's name. */
  title: string;
  /** The payment link with the shopper's language and this page's origin. */
  url: string;
  onPaid: () => void;
  /** Closed without paying: the order stays unpaid. */
  onLeave: () => void;
}

/**
 * The hosted payment page inside the widget: a modal <dialog> (the page
 * behind is inert, so focus stays in it; closing returns focus to the Pay
 * button) around a frame of the payment link. The page reports the result
 * by postMessage (pay-message.ts). Escape or Close ask before leaving; a
 * failure shows its reason here, and "Try again" loads the page afresh. A
 * page the browser refused to show offers a tab of its own (PayRefused.tsx).
 */
export const PayDialog = tracked(function PayDialog(p: PayDialogProps) {
  const { t, idPrefix: id } = p;
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const failure = useLocalSignal<string | null>(null);
  const confirming = useLocalSignal(false);
  const attempt = useLocalSignal(0);
  /**
   * The frame's loads and the pages that said `ready` in it, afresh for each attempt: every page of the payment
   * page says it once, before its load, so a load it does not catch up with is a page the browser refused.
   */
  const heard = useMemo(() => ({ loads: 0, ready: 0 }), [attempt.value]);
  const refused = useLocalSignal(false);
  /**
   * The payment page's address with the widget's own light, dark or high contrast (the dialog's used color-scheme,
   * where the high-contrast theme adds `contrast`), which the page takes instead of the browser's: a dark widget
   * on a light system would open a white sheet. Known once the dialog is in the page; the link already asks `lang`
   * and `origin` (paymentLinkIn).
   */
  const src = useLocalSignal<string | null>(null);

  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    el.showModal();
    // In an iframe sized to its content (the /embed page), the dialog sits in the frame's middle: bring it on screen.
    el.scrollIntoView({ block: 'nearest' });
  }, []);

  // The page follows the widget: a language the partner's page switched to while it shows loads it in that one.
  useLayoutEffect(() => {
    const el = dialog.current;
    if (el) src.value = `${p.url}&scheme=${getComputedStyle(el).colorScheme.match(/dark|contrast/)?.[0] ?? 'light'}`;
  }, [p.url]);

  // Focus follows what the dialog shows: the question's safe answer, the failure, or back to Close.
  useLayoutEffect(() => {
    // A refused page's panel takes focus itself once its words are in.
    if (refused.value && !confirming.value) return;
    const target = confirming.value ? '.rc-pay-panel .rc-button' : failure.value === null ? '.rc-pay-close' : '.rc-pay-panel';
    dialog.current?.querySelector<HTMLElement>(target)?.focus();
  }, [confirming.value, failure.value, refused.value]);

  const leave = () => dialog.current?.close();
  const ask = () => {
    confirming.value = true;
  };
  const stay = () => {
    confirming.value = false;
  };
  const retry = () => {
    failure.value = null;
    attempt.value++;
  };

  // Re-subscribed on each render, so it always calls the latest props.
  useEffect(() => {
    const origin = new URL(p.url).origin;
    const onMessage = (event: MessageEvent) => {
      const outcome: PayOutcome | null = payOutcome(event, origin, frame.current?.contentWindow);
      if (!outcome) return;
      if (outcome.type === 'ready') return void heard.ready++;
      if (outcome.type === 'paid') return p.onPaid();
      // Escape inside the payment page: asked like Escape here.
      if (outcome.type === 'abandoned') return ask();
      confirming.value = false;
      failure.value = outcome.reason;
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  });

  return (
    <dialog
      ref={dialog}
      class="rc-pay"
      aria-labelledby={`${id}-pay-title`}
      // Escape asks first; a second Escape keeps paying.
      onCancel={(e) => {
        e.preventDefault();
        if (confirming.value) stay();
        else ask();
      }}
      onClose={p.onLeave}
    >
      <div class="rc-pay-bar">
        <h2 id={`${id}-pay-title`} class="rc-pay-title">{p.title}</h2>
        <button type="button" class="rc-pay-close" aria-label={t('action.close')} onClick={ask}>×</button>
      </div>
      {confirming.value ? (
        <div class="rc-pay-panel" tabIndex={-1}>
          <p>{t('pay.leave')}</p>
          <div class="rc-actions rc-actions--start">
            <Button onClick={stay}>{t('pay.stay')}</Button>
            <Button variant="secondary" onClick={leave}>{t('pay.leaveConfirm')}</Button>
          </div>
        </div>
      ) : refused.value ? (
        <Later part="PayRefused" props={{ url: src.value }} />
      ) : failure.value !== null && (
        <div class="rc-pay-panel" role="alert" tabIndex={-1}>
          <p class="rc-pay-failed">{t('pay.failed')}</p>
          {failure.value && <p>{failure.value}</p>}
          <Button onClick={retry}>{t('action.reload')}</Button>
        </div>
      )}
      {failure.value === null && !refused.value && src.value && (
        // Kept while the shopper decides whether to leave, so nothing typed there is lost.
        <iframe
          key={attempt.value}
          ref={frame}
          class="rc-pay-frame"
          src={src.value}
          title={p.title}
          hidden={confirming.value}
          onLoad={() => {
            const loads = ++heard.loads;
            // The page's word is posted before its load; the grace covers a busy phone delivering it late.
            setTimeout(() => {
              if (heard.ready < loads) refused.value = true;
            }, 1000);
          }}
        />
      )}
    </dialog>
  );
});
