import type { BasketItem } from '../../contract/basket-api.ts';
import { useStore } from '../app/context.ts';
import { tracked } from '../app/tracked.ts';
import { Button } from '../components/Button.tsx';
import { countryNamer } from '../lib/countries.ts';
import { BasketItemRow } from './BasketItemRow.tsx';
import { lineName } from './line-name.ts';
import { confirmationsSent, dayByDay } from './trip-outcome.ts';
import type { TripCheckoutState } from './trip-session.ts';
import { TripFrame } from './TripFrame.tsx';

/**
 * After the one payment: each product on a row of its own (BasketItemRow),
 * that their confirmations come by e-mail, then the whole trip, day by day,
 * with what covers it and what no longer does.
 */
export const BasketStatusStep = tracked(function BasketStatusStep({ session }: { session: TripCheckoutState }) {
  const s = useStore();
  const { flow, say } = session;
  const { locale } = s;
  const basket = flow.basket.value;
  if (!basket) return null;
  const name = countryNamer(locale);
  const waiting = basket.items.some((i) => !i.order);
  const nameOf = (item: BasketItem) => lineName(name(item.product.country), s.productName(item.product), locale);
  return (
    <TripFrame heading={say('trip.statusHeading')} notice={flow.notice.value}>
      {waiting && <p class="rc-status rc-status--waiting" role="status">{say('trip.waitingOrders')}</p>}
      <ul class="rc-trip-items">
        {basket.items.map((item) => (
          <BasketItemRow key={`${item.product.slug}:${item.start_date}`} session={session} item={item} />
        ))}
      </ul>
      {confirmationsSent(basket.items) && <p class="rc-muted">{say('trip.email')}</p>}
      <details class="rc-details" open>
        <summary>{say('trip.dayByDay')}</summary>
        <dl class="rc-summary">
          {dayByDay(basket.items, say, nameOf, locale).map((row) => (
            // A wide row: the days on one line before the product, not cut after the dash of a narrow column.
            <div key={row.key} class="rc-summary__row rc-summary__row--wide">
              <dt>{row.days}</dt>
              <dd class={row.covered ? undefined : 'rc-error'}>{row.what}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p class="rc-start-over"><Button variant="link" onClick={flow.startOver}>{say('trip.newTrip')}</Button></p>
    </TripFrame>
  );
});
