import { useStore } from '../app/context.ts';
import { tracked, useLocalSignal } from '../app/tracked.ts';
import { Button } from '../components/Button.tsx';
import { countryNamer } from '../lib/countries.ts';
import { formatDateRange } from '../lib/dates.ts';
import { statusText, statusTone, waitReason } from '../steps/status/status-text.ts';
import type { TripCheckoutState } from './trip-session.ts';
import { TripFrame } from './TripFrame.tsx';

/** The spec cancels a product only while scheduled or waiting for its national system (cancel-deferred, -pending). */
const CANCELLABLE: readonly string[] = ['DEFERRED', 'PENDING'];

/**
 * After the one payment: each product with its own live status, why it
 * waits, and its PDF once active; then the whole trip, country by country,
 * with the days each product covers.
 */
export const BasketStatusStep = tracked(function BasketStatusStep({ session }: { session: TripCheckoutState }) {
  const s = useStore();
  const { flow, say } = session;
  const { t, locale } = s;
  const basket = flow.basket.value;
  if (!basket) return null;
  const name = countryNamer(locale);
  const providers = s.catalogue.value?.status.providers ?? [];
  const token = encodeURIComponent(flow.token.value);
  const waiting = basket.items.some((i) => !i.order);
  /** The product whose cancel the shopper asked for: asked once more before anything happens. */
  const asking = useLocalSignal<string | null>(null);
  return (
    <TripFrame heading={say('trip.statusHeading')} notice={flow.notice.value}>
      {waiting && <p class="rc-status rc-status--waiting" role="status">{say('trip.waitingOrders')}</p>}
      <ul class="rc-trip-items">
        {basket.items.map((item) => {
          const order = item.order;
          const reason = order && waitReason(order, providers, t, name, locale);
          return (
            <li key={`${item.product.slug}:${item.start_date}`} class="rc-trip-line">
              <p class="rc-trip-line__head">
                <span>{name(item.product.country)}: {s.productName(item.product)}</span>
                {order && <span class={`rc-status rc-status--${statusTone(order.status)}`}>{statusText(order, t, locale)}</span>}
              </p>
              <p class="rc-muted">{formatDateRange(item.start_date, item.end_date, locale)}{order ? ` · ${order.id}` : ''}</p>
              {reason && <p class="rc-muted">{reason}</p>}
              {order && CANCELLABLE.includes(order.status) && (asking.value === order.id ? (
                <div class="rc-callout" role="group" aria-labelledby={`${s.id}-cancel-${order.id}`}>
                  <p id={`${s.id}-cancel-${order.id}`}>{say('trip.cancelQuestion')}</p>
                  <div class="rc-actions rc-actions--start">
                    <Button
                      busy={flow.busy.value}
                      onClick={() => void flow.cancelItem(order.id).then(() => { asking.value = null; })}
                    >
                      {say('trip.cancelConfirm')}
                    </Button>
                    <Button variant="secondary" onClick={() => { asking.value = null; }}>{say('trip.keep')}</Button>
                  </div>
                </div>
              ) : (
                <Button variant="link" onClick={() => { asking.value = order.id; }}>{say('trip.cancel')}</Button>
              ))}
              {order?.status === 'ACTIVE' && order.confirmation_url && (
                <a class="rc-button rc-button--secondary" href={`${s.api.resolve(order.confirmation_url)}?token=${token}`} target="_blank" rel="noopener">
                  {t('action.download')}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <details class="rc-details" open>
        <summary>{say('trip.dayByDay')}</summary>
        <dl class="rc-summary">
          {basket.items.map((item) => (
            <div key={`${item.product.slug}:${item.start_date}`} class="rc-summary__row">
              <dt>{formatDateRange(item.start_date, item.end_date, locale)}</dt>
              <dd>{name(item.product.country)}: {s.productName(item.product)}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p class="rc-start-over"><Button variant="link" onClick={flow.startOver}>{say('trip.newTrip')}</Button></p>
    </TripFrame>
  );
});
