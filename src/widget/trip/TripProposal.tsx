import { useStore } from '../app/context.ts';
import { tracked } from '../app/tracked.ts';
import { Button } from '../components/Button.tsx';
import { Notice } from '../components/Notice.tsx';
import { TextField } from '../components/TextField.tsx';
import { countryNamer } from '../lib/countries.ts';
import { formatMoney } from '../lib/money.ts';
import { coversFewer, dayRanges, keptRange } from './line-days.ts';
import { PickField } from './PickField.tsx';
import type { TripCheckoutState } from './trip-session.ts';

/**
 * Why a trip that is asked well has no proposal: the products are on their way, could not be loaded (Try again),
 * or this page may not use the checkout at all (no reload helps).
 */
const CatalogueMissing = tracked(function CatalogueMissing() {
  const s = useStore();
  const state = s.catalogueState.value;
  if (state === 'ready') return null;
  if (state === 'loading') return <p class="rc-muted" role="status">{s.t('catalogue.loading')}</p>;
  return (
    <Notice>
      <p>{s.t(`catalogue.${state}`)}</p>
      {state === 'failed' && <Button variant="secondary" onClick={s.loadCatalogue}>{s.t('action.reload')}</Button>}
    </Notice>
  );
});

/**
 * The proposal, country by country: each line with the days it covers and
 * what it beat, a swap for any line, a country to leave out, and the
 * optional tunnels, trains and ferries of the route, never added unasked.
 */
export const TripProposal = tracked(function TripProposal({ session }: { session: TripCheckoutState }) {
  const s = useStore();
  const { trip, flow, say } = session;
  const { locale, id } = s;
  const plan = trip.plan.value;
  if (!plan) return trip.request.value && <CatalogueMissing />;
  const name = countryNamer(locale);
  const product = session.productName;
  const money = (m: { amount: number; currency: string }) => formatMoney(m, locale);
  const choice = (slug: string, price: { amount: number; currency: string }) => ({ value: slug, label: `${product(slug)} · ${money(price)}` });
  const lines = trip.basket.value;
  const item = (key: string) => `item${lines.findIndex((l) => l.key === key)}`;
  const lineError = (key: string) => flow.errors.value[item(key)];
  /** A line the service refused takes the focus (basket-flow.ts): read whole, its product, dates and why. */
  const lineId = (key: string) => ({ id: `${id}-${item(key)}`, tabIndex: -1 });
  const counties = s.catalogue.value?.products.filter((p) => p.slug.startsWith('vignette-hu-county-')) ?? [];
  return (
    <div class="rc-trip-plan" aria-live="polite">
      <h3 class="rc-subheading">{say('trip.proposal')}</h3>
      {plan.countries.map((c) => {
        const dropped = trip.dropped.value.includes(c.country);
        const beat = trip.beatOf(c);
        const byHand = lines.filter((l) => l.country === c.country && l.byHand);
        const day = c.days[0] ?? trip.firstDay.value;
        const addable = trip.addable(c.country, day);
        return (
          <section key={c.country} class={`rc-trip-country${dropped ? ' rc-trip-country--dropped' : ''}`} aria-label={name(c.country)}>
            <h4>{name(c.country)} <span class="rc-muted">{dayRanges(c.days, locale)}</span></h4>
            {c.note === 'not_needed' && <p class="rc-muted">{say('trip.notNeeded', { country: name(c.country) })}</p>}
            {c.note === 'not_available' && <p class="rc-callout">{say('trip.notAvailable', { country: name(c.country) })}</p>}
            {!dropped && lines.filter((l) => l.country === c.country && !l.addition).map((line) => {
              const original = c.lines.find((l) => trip.lineKey(c.country, l) === line.key)!;
              const choices = [original, ...trip.choicesFor(c.country, original)].filter((o) => o.slug !== line.slug);
              const error = lineError(line.key);
              return (
                <div key={line.key} {...lineId(line.key)} class={`rc-trip-line${error ? ' rc-field--invalid' : ''}`}>
                  <p class="rc-trip-line__head"><span>{product(line.slug)}</span><strong>{money(line.price)}</strong></p>
                  <p class="rc-muted">
                    {keptRange(line.start_date, line.end_date, locale)}
                    {coversFewer(line) ? `\u00a0· ${say('trip.covers', { days: dayRanges(line.covers, locale) })}` : ''}
                  </p>
                  {line.deferred && <p class="rc-muted">{say('trip.scheduled')}</p>}
                  {line.immediate_unavailable && <p class="rc-callout">{say('trip.providerDown')}</p>}
                  {choices.length > 0 && (
                    <details class="rc-trip-swap">
                      <summary>{say('trip.swap')}</summary>
                      <PickField
                        id={`${id}-swap-${line.key}`}
                        label={say('trip.swap')}
                        labelHidden
                        options={choices.map((o) => choice(o.slug, o.price))}
                        placeholder={s.t('field.choose')}
                        action={say('trip.swapTo')}
                        unchosen={say('trip.chooseProduct')}
                        onPick={(slug) => trip.swap(line.key, slug)}
                      />
                    </details>
                  )}
                  {error && <p class="rc-error">{error}</p>}
                </div>
              );
            })}
            {!dropped && beat && (
              <p class="rc-muted">{say('trip.beat', { product: beat.slugs.map(product).join(' + '), price: money(beat.total), more: money(beat.more) })}</p>
            )}
            {!dropped && byHand.map((line) => (
              <div key={line.key} {...lineId(line.key)} class="rc-trip-line">
                <p class="rc-trip-line__head"><span>{product(line.slug)}</span><strong>{money(line.price)}</strong></p>
                <p class="rc-muted">{keptRange(line.start_date, line.end_date, locale)}</p>
                {lineError(line.key) && <p class="rc-error">{lineError(line.key)}</p>}
                <Button
                  variant="link"
                  onClick={() => {
                    trip.removeByHand(line.key);
                    // The line and its button go: focus goes on to what adds another.
                    s.focusRequest.value = { target: `add-${c.country}` };
                  }}
                >
                  {say('trip.removeLine')}
                </Button>
              </div>
            ))}
            {/* Kept while the country has a line added by hand, so the one that took the last product still shows. */}
            {!dropped && (addable.length > 0 || byHand.length > 0) && (
              <details class="rc-trip-swap">
                <summary id={`${id}-add-${c.country}`}>{say('trip.addProduct')}</summary>
                <PickField
                  id={`${id}-add-${c.country}-list`}
                  label={say('trip.addProduct')}
                  labelHidden
                  options={addable.map((p) => choice(p.slug, trip.priceOf(p)!))}
                  placeholder={s.t('field.choose')}
                  action={say('trip.add')}
                  unchosen={say('trip.chooseProduct')}
                  onPick={(slug) => trip.addByHand(slug, day)}
                />
              </details>
            )}
            <details class="rc-trip-days">
              <summary>{say('trip.days', { country: name(c.country) })}</summary>
              <DaysFields session={session} country={c.country} days={c.days} />
            </details>
            {c.lines.length > 0 && (
              <Button variant="link" onClick={() => trip.toggleDropped(c.country)}>
                {say(dropped ? 'trip.keepCountry' : 'trip.dropCountry', { country: name(c.country) })}
              </Button>
            )}
            {c.country === 'HU' && counties.length > 0 && (
              <details class="rc-trip-counties">
                <summary>{say('trip.counties')}</summary>
                {counties.map((p) => (
                  <label key={p.slug} class="rc-check">
                    <input type="checkbox" checked={trip.counties.value.includes(p.slug)} onChange={() => trip.toggleCounty(p.slug)} />
                    {s.productName(p)}
                  </label>
                ))}
              </details>
            )}
          </section>
        );
      })}
      {plan.passed_over.length > 0 && (
        <p class="rc-muted">{say('trip.passedOver', { countries: new Intl.ListFormat(locale).format(plan.passed_over.map(name)) })}</p>
      )}
      {plan.additions.length > 0 && (
        <fieldset class="rc-field">
          <legend class="rc-label">{say('trip.additions')}</legend>
          {plan.additions.map((a) => {
            // A ticked one the service refused says why under it, its box the one the focus goes to.
            const error = trip.additions.value.includes(a.slug) ? lineError(`+${a.slug}`) : undefined;
            const said = `${id}-${item(`+${a.slug}`)}-error`;
            return (
              <div key={a.slug}>
                <label class="rc-check">
                  <input
                    type="checkbox"
                    {...(error && { ...lineId(`+${a.slug}`), 'aria-invalid': 'true', 'aria-describedby': said })}
                    checked={trip.additions.value.includes(a.slug)}
                    onChange={() => trip.toggleAddition(a.slug)}
                  />
                  <span>
                    {product(a.slug)} · {money(a.price)}
                    {a.between && <span class="rc-muted"> ({say('trip.between', { a: name(a.between[0]), b: name(a.between[1]) })})</span>}
                  </span>
                </label>
                {error && <p class="rc-error" id={said}>{error}</p>}
              </div>
            );
          })}
        </fieldset>
      )}
    </div>
  );
});

/** The days in one country, for a stay that is not the whole trip; empty again means the whole trip. */
const DaysFields = tracked(function DaysFields(
  { session, country, days }: { session: TripCheckoutState; country: string; days: string[] },
) {
  const { id } = useStore();
  const { trip, say } = session;
  const set = trip.days.value[country];
  const from = set?.from ?? days[0] ?? trip.firstDay.value;
  const to = set?.to ?? days[days.length - 1] ?? trip.lastDay.value;
  const change = (next: { from: string; to: string }) =>
    trip.setDays(country, next.from && next.to && next.from <= next.to ? next : null);
  return (
    <div class="rc-trip-dates">
      <TextField id={`${id}-days-${country}-from`} type="date" label={say('trip.daysFrom')} value={from} min={trip.firstDay.value} max={trip.lastDay.value} onValue={(v) => change({ from: v, to })} />
      <TextField id={`${id}-days-${country}-to`} type="date" label={say('trip.daysTo')} value={to} min={from} max={trip.lastDay.value} onValue={(v) => change({ from, to: v })} />
    </div>
  );
});
