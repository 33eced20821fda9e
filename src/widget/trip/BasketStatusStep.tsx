import { useStore } from '../app/context.ts';
import { tracked } from '../app/tracked.ts';
import { Button } from '../components/Button.tsx';
import { countryNamer } from '../lib/countries.ts';
import { formatDateRange } from '../lib/date-format.ts';
import { BasketItemRow } from './BasketItemRow.tsx';
import { lineName } from './line-name.ts';
import type { TripCheckoutState } from './trip-session.ts';
import { TripFrame } from './TripFrame.tsx';

/**
 * After the one payment: each product on a row of its own (BasketItemRow),
 * then the whole trip, day by day, with what covers it.
 */
export const BasketStatusStep = tracked(function BasketStatusStep({ session }: { session: TripCheckoutState }) {
  const s = useStore();
  const { flow, say } = session;
  const { locale } = s;
  const basket = flow.basket.value;
  if (!basket) return null;
  const name = countryNamer(locale);
  const waiting = basket.items.some((i) => !i.order);
  return (
    <TripFrame heading={say('trip.statusHeading')} notice={flow.notice.value}>
      {waiting && <p class="rc-status rc-status--waiting" role="status">{say('trip.waitingOrders')}</p>}
      <ul class="rc-trip-items">
        {basket.items.map((item) => (
          <BasketItemRow key={`${item.product.slug}:${item.start_date}`} session={session} item={item} />
        ))}
      </ul>
      <details class="rc-details" open>
        <summary>{say('trip.dayByDay')}</summary>
        <dl class="rc-summary">
          {basket.items.map(({ order, ...item }) => (
            // A wide row: the days on one line before the product, not cut after the dash of a narrow column.
            <div key={`${item.product.slug}:${item.start_date}`} class="rc-summary__row rc-summary__row--wide">
              <dt>{formatDateRange(order?.start_date ?? item.start_date, order?.end_date ?? item.end_date, locale)}</dt>
              <dd>{lineName(name(item.product.country), s.productName(item.product), locale)}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p class="rc-start-over"><Button variant="link" onClick={flow.startOver}>{say('trip.newTrip')}</Button></p>
    </TripFrame>
  );
});
