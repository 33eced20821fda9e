import type { Money } from '../../contract/primitives.ts';
import { useStore } from '../app/context.ts';
import { tracked, useLocalSignal } from '../app/tracked.ts';
import { Button } from '../components/Button.tsx';
import { Summary, emailValue } from '../components/Summary.tsx';
import { countryNamer } from '../lib/countries.ts';
import type { IsoDate } from '../lib/dates.ts';
import { formatMoney } from '../lib/money.ts';
import { paymentLinkIn } from '../lib/payment-link.ts';
import { extraRows } from '../steps/extra-rows.ts';
import { PayDialog } from '../steps/payment/PayDialog.tsx';
import type { TripCheckoutState } from './trip-session.ts';
import { keptRange } from './line-days.ts';
import { lineName } from './line-name.ts';
import { TripFrame } from './TripFrame.tsx';

/**
 * A line's days and price as one value that breaks only after the range's dash or before the price (keptRange,
 * and a no-break space before the dot). Its lines are filled in turn (rc-trip-cost), not balanced as the
 * summary's values are, so a range that fits on the first line stays whole there and only the price moves down.
 */
const daysAndPrice = (start: IsoDate, end: IsoDate, price: Money, locale: string) => (
  <span class="rc-trip-cost">
    {`${keptRange(start, end, locale)}\u00a0· ${formatMoney(price, locale)}`}
  </span>
);

/** Every line of the basket with its validity and price, the vehicle, and the one total. */
export const BasketReviewStep = tracked(function BasketReviewStep({ session }: { session: TripCheckoutState }) {
  const s = useStore();
  const { trip, flow, say } = session;
  const { t, locale, form } = s;
  const name = countryNamer(locale);
  const product = session.productName;
  const lines = trip.basket.value;
  return (
    <TripFrame
      heading={say('trip.reviewHeading')}
      onBack={() => session.back()}
      notice={flow.notice.value}
      actions={<Button busy={flow.busy.value} onClick={() => void flow.place()}>{flow.busy.value ? t('review.placing') : t('action.placeOrder')}</Button>}
    >
      <p class="rc-muted">{say('trip.items', { n: lines.length })}</p>
      <Summary
        rows={[
          ...lines.map((l) => ({
            label: lineName(name(l.country), product(l.slug), locale),
            value: daysAndPrice(l.start_date, l.end_date, l.price, locale),
            wide: true,
          })),
          {
            label: t('review.vehicle'),
            value: t('review.vehicleValue', { plate: form.plate.value.trim(), country: name(form.vehicle_country.value), type: t(`vehicle.${trip.vehicle.value}`) }),
          },
          { label: t('review.email'), value: emailValue(form.email.value.trim()) },
          ...extraRows(flow.request(), t),
        ]}
        total={{ label: t('review.total'), value: t('review.withVat', { price: formatMoney(trip.total.value, locale) }) }}
      />
    </TripFrame>
  );
});

/** One payment for the basket, on the hosted page inside the widget, as for one order. */
export const BasketPayStep = tracked(function BasketPayStep({ session }: { session: TripCheckoutState }) {
  const s = useStore();
  const { flow, say } = session;
  const { t, locale, id } = s;
  const paying = useLocalSignal(false);
  const basket = flow.basket.value;
  if (!basket) return null;
  const total = formatMoney(basket.total, locale);
  const url = paymentLinkIn(basket.payment_link, locale, location.origin);
  return (
    <TripFrame heading={t('step.payment')} notice={flow.notice.value}>
      <p class="rc-price"><span>{t('payment.total')}</span> <strong>{total}</strong></p>
      <h3 class="rc-subheading">{t('payment.methods')}</h3>
      <p class="rc-providers">
        {new Intl.ListFormat(locale, { type: 'disjunction' }).format(basket.allowed_payment_providers.map((p) => t(`provider.${p}`)))}
      </p>
      <details class="rc-details" open={basket.open_order_details_by_default}>
        <summary>{t('payment.details')}</summary>
        <Summary rows={basket.items.map((item) => ({
          label: s.productName(item.product),
          value: daysAndPrice(item.start_date, item.end_date, item.price, locale),
          wide: true,
        }))}
        />
      </details>
      {url && (
        <div class="rc-actions">
          <Button onClick={() => {
            paying.value = true;
            s.core.deps.emit('payment-started', { orderId: basket.id });
          }}
          >
            {t('action.pay', { amount: total })}
          </Button>
        </div>
      )}
      {url && paying.value && (
        <PayDialog t={t} idPrefix={id} title={t('step.payment')} url={url} onPaid={flow.paid} onLeave={() => { paying.value = false; }} />
      )}
      <p class="rc-start-over"><Button variant="link" onClick={flow.startOver}>{say('trip.newTrip')}</Button></p>
    </TripFrame>
  );
});
