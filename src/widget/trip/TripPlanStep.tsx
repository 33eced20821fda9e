import { useStore } from '../app/context.ts';
import { tracked } from '../app/tracked.ts';
import { Button } from '../components/Button.tsx';
import { RadioGroup } from '../components/RadioGroup.tsx';
import { TextField } from '../components/TextField.tsx';
import { REGISTRATION_COUNTRIES, countryNamer } from '../lib/countries.ts';
import { formatMoney } from '../lib/money.ts';
import { PickField } from './PickField.tsx';
import type { TripCheckoutState } from './trip-session.ts';
import { TripFrame } from './TripFrame.tsx';
import { TripProposal } from './TripProposal.tsx';

/** The trip: route, days and vehicle on top, the proposal below, recomputed on every change. */
export const TripPlanStep = tracked(function TripPlanStep({ session }: { session: TripCheckoutState }) {
  const s = useStore();
  const { trip, flow, say } = session;
  const { id, locale } = s;
  const name = countryNamer(locale);
  const route = trip.route.value;
  const addable = [...REGISTRATION_COUNTRIES].filter((c) => !route.includes(c))
    .map((code) => ({ value: code, label: name(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const wrongDay = trip.wrongDay.value;
  const dayError = (which: 'first' | 'last') => (wrongDay === which ? say('trip.badDates') : undefined);
  // Days that keep a route from a proposal say so under themselves; the route speaks for an empty one.
  const routeSays = !route.length || !wrongDay;
  const focus = (target: string) => {
    s.focusRequest.value = { target };
  };
  return (
    <TripFrame
      heading={say('trip.heading')}
      onSubmit={() => {
        flow.submitPlan();
        // Nothing to propose: focus goes to the field that says why, rather than to the heading.
        if (flow.errors.value.route) focus(routeSays ? 'route' : `trip-${wrongDay}`);
      }}
      notice={flow.notice.value}
      actions={(
        <>
          <Button variant="link" onClick={session.close}>{say('trip.single')}</Button>
          <Button type="submit">{s.t('action.continue')}</Button>
        </>
      )}
    >
      <p class="rc-muted">{say('trip.intro')}</p>
      <fieldset class="rc-field">
        <legend class="rc-label">{say('trip.route')}</legend>
        {route.length > 0 && (
          <ol class="rc-trip-route">
            {route.map((code, i) => (
              <li key={code}>
                <span>{name(code)}</span>
                <button
                  type="button"
                  id={`${id}-remove-${code}`}
                  class="rc-chip-remove"
                  aria-label={say('trip.remove', { country: name(code) })}
                  onClick={() => {
                    trip.removeCountry(code);
                    // Its button goes with it: focus goes on to the next country's, or to adding one.
                    const next = route[i + 1];
                    focus(next ? `remove-${next}` : 'route');
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
        )}
        <PickField
          id={`${id}-route`}
          label={say('trip.addCountry')}
          options={addable}
          placeholder={s.t('field.choose')}
          action={say('trip.add')}
          unchosen={say('trip.chooseCountry')}
          error={routeSays ? flow.errors.value.route : undefined}
          onPick={trip.addCountry}
        />
      </fieldset>
      <div class="rc-trip-dates">
        <TextField id={`${id}-trip-first`} type="date" label={say('trip.firstDay')} value={trip.firstDay.value} min={trip.today} error={dayError('first')} onValue={(v) => { trip.firstDay.value = v; }} />
        <TextField id={`${id}-trip-last`} type="date" label={say('trip.lastDay')} value={trip.lastDay.value} min={trip.firstDay.value} error={dayError('last')} onValue={(v) => { trip.lastDay.value = v; }} />
      </div>
      <label class="rc-check">
        <input type="checkbox" checked={trip.roundTrip.value} onChange={(e) => { trip.roundTrip.value = e.currentTarget.checked; }} />
        {say('trip.roundTrip')}
      </label>
      <RadioGroup
        id={`${id}-trip-vehicle`}
        legend={say('trip.vehicle')}
        value={trip.vehicle.value}
        options={(['car', 'van', 'moto'] as const).map((v) => ({ value: v, label: s.t(`vehicle.${v}`) }))}
        onValue={(v) => { trip.vehicle.value = v as 'car'; }}
      />
      <TripProposal session={session} />
      {trip.basket.value.length > 0 && (
        <p class="rc-trip-total">
          <span>{say('trip.total')}</span>
          <strong>{s.t('review.withVat', { price: formatMoney(trip.total.value, locale) })}</strong>
        </p>
      )}
    </TripFrame>
  );
});
