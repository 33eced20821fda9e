import { tracked, useLocalSignal } from '../../app/tracked.ts';
import { useEffect } from '../../app/hooks.ts';
import type { CheckoutOrder } from '../../../contract/widget-api.ts';
import { useStore } from '../../app/context.ts';
import { createChangeApi } from '../../app/change-api.ts';
import type { LeftOrder } from '../../app/saved-order.ts';
import { Button } from '../../components/Button.tsx';
import { laterTranslator } from '../../i18n/later.ts';
import { unpaidEntry } from './unpaid-entry.ts';

type Waiting = LeftOrder & { order: CheckoutOrder };

/**
 * The unpaid-orders limit's way out: the orders this device left waiting for
 * payment, each to pay now (back to its payment step) or to drop (the BFF
 * stops counting it; it lapses by itself). Orders left in another window or
 * on another page are not known here, and the sentence says so.
 */
export const UnpaidOrders = tracked(function UnpaidOrders() {
  const s = useStore();
  const { locale, id } = s;
  const t = laterTranslator(locale, s.t);
  const waiting = useLocalSignal<Waiting[] | null>(null);
  const working = useLocalSignal<string | null>(null);

  useEffect(() => {
    let gone = false;
    void Promise.all(s.left.list().map(async (left) => {
      const found = await s.api.getOrder(left.orderId, left.token);
      if (found.kind === 'gone' || (found.kind === 'found' && (found.order.paid || found.order.status !== 'CREATED'))) {
        s.left.remove(left.orderId);
      }
      return found.kind === 'found' && !found.order.paid && found.order.status === 'CREATED' ? [{ ...left, order: found.order }] : [];
    })).then((lists) => {
      if (!gone) waiting.value = lists.flat();
    });
    return () => {
      gone = true;
    };
  }, []);

  async function drop(w: Waiting) {
    working.value = w.orderId;
    const dropped = await createChangeApi(s.api.base).abandonOrder(w.orderId, w.token);
    working.value = null;
    if (!dropped) return;
    s.left.remove(w.orderId);
    waiting.value = (waiting.value ?? []).filter((o) => o.orderId !== w.orderId);
    // A place is free again: the order on the review can go now.
    s.notice.value = null;
    s.focusRequest.value = { target: 'heading' };
  }

  const list = waiting.value;
  if (!list) return null;
  if (list.length === 0) return <p class="rc-muted">{t('unpaid.elsewhere')}</p>;
  return (
    <div class="rc-unpaid">
      <h3 id={`${id}-unpaid`} class="rc-subheading">{t('unpaid.heading')}</h3>
      <ul class="rc-unpaid__list">
        {list.map((w) => {
          const entry = unpaidEntry(w.order, t, locale, s.productName);
          // Its buttons are alike in every entry: each is described by its own order.
          const about = `${id}-unpaid-${w.orderId}`;
          return (
            <li key={w.orderId} class="rc-unpaid__item">
              <span id={about}>
                {entry.what}<strong>{entry.price}</strong>
                <br />
                <span class="rc-hint">{entry.details}</span>
              </span>
              <span class="rc-actions rc-actions--start">
                <Button
                  variant="secondary"
                  aria-describedby={about}
                  onClick={() => void s.reopen(w.orderId, w.token).then(() => s.left.remove(w.orderId))}
                >
                  {t('unpaid.pay')}
                </Button>
                <Button variant="link" aria-describedby={about} busy={working.value === w.orderId} onClick={() => void drop(w)}>
                  {t('unpaid.drop')}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
