import { useStore } from '../../app/context.ts';
import { tracked } from '../../app/tracked.ts';
import { laterTranslator } from '../../i18n/later.ts';
import { endingOf, seenEnd } from './order-ending.ts';

/** How a failed, refunded or lapsed order ended (order-ending.ts), with the partner's support link where one helps. */
export const OrderEnding = tracked(function OrderEnding() {
  const s = useStore();
  const order = s.order.value;
  const t = laterTranslator(s.locale, s.t);
  const ending = order && endingOf(order, t, seenEnd(order));
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
