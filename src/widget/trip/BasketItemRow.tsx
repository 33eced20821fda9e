import type { BasketItem } from '../../contract/basket-api.ts';
import { DEFERRAL_DAYS } from '../../contract/deferral.ts';
import { useStore } from '../app/context.ts';
import { Later } from '../app/Later.tsx';
import { tracked, useLocalSignal } from '../app/tracked.ts';
import { Button } from '../components/Button.tsx';
import { TextField } from '../components/TextField.tsx';
import { countryNamer } from '../lib/countries.ts';
import { addDays, isWithin } from '../lib/dates.ts';
import { FINAL_STATUSES, statusText, statusTone, waitReason } from '../steps/status/status-text.ts';
import { keptRange } from './line-days.ts';
import { lineName } from './line-name.ts';
import { tripEnd } from './trip-outcome.ts';
import type { TripCheckoutState } from './trip-session.ts';

/** The spec cancels a product only while scheduled or waiting for its national system (cancel-deferred, -pending). */
const CANCELLABLE: readonly string[] = ['DEFERRED', 'PENDING'];

/**
 * One product of a paid trip: its own live status, why it waits, its PDF
 * once active, how it ended when it did not (a single order's words), and
 * what the spec still allows: a cancel (asked first), and while it is
 * scheduled, the one change of its start date.
 */
interface BasketItemRowProps {
  session: TripCheckoutState;
  item: BasketItem;
}

export const BasketItemRow = tracked(function BasketItemRow({ session, item }: BasketItemRowProps) {
  const s = useStore();
  const { flow, say } = session;
  const { t, locale, id } = s;
  const doing = useLocalSignal<'none' | 'cancel' | 'change'>('none');
  const start = useLocalSignal(item.order?.start_date ?? item.start_date);
  const name = countryNamer(locale);
  const order = item.order;
  const providers = s.catalogue.value?.status.providers ?? [];
  const reason = order && waitReason(order, providers, t, name, locale, s.core.deps.today());
  const key = order?.id ?? `${item.product.slug}-${item.start_date}`;
  return (
    <li class="rc-trip-line">
      {/* A status as long as French "Prévue pour le 10 décembre 2026" takes a line of its own on a phone. */}
      <p class="rc-trip-line__head rc-trip-line__head--status">
        <span>{lineName(name(item.product.country), s.productName(item.product), locale)}</span>
        {order && <span class={`rc-status rc-status--${statusTone(order.status)}`}>{statusText(order, t, locale)}</span>}
      </p>
      <p class="rc-muted">
        {keptRange(order?.start_date ?? item.start_date, order?.end_date ?? item.end_date, locale)}
        {order ? `\u00a0· ${order.id}` : ''}
      </p>
      {reason && <p class="rc-muted">{reason}</p>}
      {/* Rare (a failure, a refund): it comes with the manage chunk, as a single order's ending does. */}
      {order && FINAL_STATUSES.includes(order.status) && <Later part="OrderEnding" props={{ order, how: tripEnd(order, flow.cancelled.value) }} />}
      {order && doing.value === 'cancel' && (
        <div class="rc-callout" role="group" aria-labelledby={`${id}-cancel-${key}`}>
          <p id={`${id}-cancel-${key}`}>{say('trip.cancelQuestion')}</p>
          <div class="rc-actions rc-actions--start">
            <Button busy={flow.busy.value} onClick={() => void flow.cancelItem(order.id).then(() => { doing.value = 'none'; })}>
              {say('trip.cancelConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => { doing.value = 'none'; }}>{say('trip.keep')}</Button>
          </div>
        </div>
      )}
      {order && doing.value === 'change' && (
        <form
          class="rc-callout"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void flow.changeStart(order.id, start.value).then((changed) => {
              if (changed) doing.value = 'none';
            });
          }}
        >
          <TextField
            id={`${id}-start-${key}`}
            type="date"
            label={t('field.start_date')}
            // Spec 3: a start 3 days away or sooner sends the order on at once, past cancelling: said before Save.
            hint={isWithin(start.value, session.trip.today, addDays(session.trip.today, DEFERRAL_DAYS))
              ? `${say('trip.changeOnce')} ${say('trip.sendsToProvider')}` : say('trip.changeOnce')}
            value={start.value}
            min={session.trip.today}
            onValue={(v) => { start.value = v; }}
          />
          <div class="rc-actions rc-actions--start">
            <Button type="submit" busy={flow.busy.value}>{say('trip.saveChange')}</Button>
            <Button variant="secondary" onClick={() => { doing.value = 'none'; }}>{say('trip.keep')}</Button>
          </div>
        </form>
      )}
      {order && doing.value === 'none' && (
        <p class="rc-trip-manage">
          {order.status === 'DEFERRED' && order.can_modify && (
            <Button variant="link" onClick={() => { doing.value = 'change'; }}>{say('trip.changeStart')}</Button>
          )}
          {CANCELLABLE.includes(order.status) && (
            <Button variant="link" onClick={() => { doing.value = 'cancel'; }}>{say('trip.cancel')}</Button>
          )}
        </p>
      )}
      {order?.status === 'ACTIVE' && order.confirmation_url && (
        <a
          class="rc-button rc-button--secondary"
          href={s.api.resolve(order.confirmation_url)}
          target="_blank"
          rel="noopener"
        >
          {t('action.download')}
        </a>
      )}
    </li>
  );
});
