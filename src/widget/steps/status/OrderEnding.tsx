import type { CheckoutOrder } from '../../../contract/widget-api.ts';
import { useStore } from '../../app/context.ts';
import { tracked } from '../../app/tracked.ts';
import { laterTranslator } from '../../i18n/later.ts';
import { type SeenEnd, endingOf, seenEnd } from './order-ending.ts';

interface OrderEndingProps {
  /** A trip's line (the trip's BasketItemRow); the checkout's own order without it. */
  order?: CheckoutOrder;
  /** How the trip saw this order end, where this page's record (seenEnd) cannot know: its shopper's cancel there. */
  how?: SeenEnd | undefined;
}

/** How a failed, refunded or lapsed order ended (order-ending.ts), with the partner's support link where one helps. */
export const OrderEnding = tracked(function OrderEnding(props: OrderEndingProps) {
  const s = useStore();
  const order = props.order ?? s.order.value;
  const t = laterTranslator(s.locale, s.t);
  const ending = order && endingOf(order, t, props.how ?? seenEnd(order));
  if (!order || !ending) return null;
  return (
    <div class={ending.problem ? 'rc-callout rc-callout--problem' : 'rc-callout'}>
      {ending.lines.map((line) => <p key={line}>{line}</p>)}
      {ending.support && (
        <p>
          <a class="rc-link" href={order.support_url} target="_blank" rel="noopener">{t('support.link')}</a>
        </p>
      )}
    </div>
  );
});
