import { describe, expect, it } from 'vitest';
import { english as en } from '../i18n/english.ts';
import { messages as cs } from '../i18n/cs.ts';
import { messages as csSteps } from '../i18n/steps/cs.ts';
import { laterTranslator, loadLaterWords } from '../i18n/later.ts';
import { translator } from '../i18n/t.ts';
import { orderProblem } from './order-problems.ts';

// Unbuilt, there is no words chunk to check.
await loadLaterWords('en', async () => undefined);
await loadLaterWords('cs', async () => undefined);
const t = laterTranslator('en', translator(en));
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

describe('orderProblem', () => {
  it('says the unpaid limit in its own words and offers the waiting orders, not a retry', () => {
    const n = orderProblem({ code: 'too_many_unpaid_orders', after: 60, transient: true }, t, 'en', NOW, 'x');
    expect(n.move).toBe('unpaid');
    expect(n.message).toMatch(/^Too many unpaid orders on this device\./);
    expect(n.message).not.toMatch(/not reachable/);
  });

  it('names the wait of a device that tried too often, from Retry-After, in the shopper\'s language', () => {
    expect(orderProblem({ code: 'client_share_exceeded', after: 40, transient: true }, t, 'en', NOW, 'x'))
      .toEqual({ message: 'Too many tries from this device. Try again in 40 seconds.', move: 'retry', retryAt: NOW + 40_000 });
    const czech = orderProblem({ code: 'rate_limited', after: 45, transient: true }, laterTranslator('cs', translator({ ...cs, ...csSteps })), 'cs', NOW, 'x');
    expect(czech.message).toBe('Příliš mnoho pokusů z\u00a0tohoto zařízení. Zkuste to znovu za 45 sekund.');
  });

  it('tells a lost connection from a busy service', () => {
    expect(orderProblem({ code: 'network', transient: true }, t, 'en', NOW, 'x').message).toMatch(/^No connection to the checkout/);
    const busy = orderProblem({ code: 'upstream_unavailable', after: 5, transient: true }, t, 'en', NOW, 'x');
    expect(busy.message).toMatch(/busy.*in 5 seconds/);
    expect(busy.retryAt).toBe(NOW + 5000);
  });

  it('sends the shopper back to the products when the product is no longer sold', () => {
    expect(orderProblem({ code: 'vehicle_type_not_available', transient: false }, t, 'en', NOW, 'x').move).toBe('product');
  });

  it('says in the shopper\'s language that the start date has passed, and leads to the date (not the server\'s English)', () => {
    expect(orderProblem({ code: 'start_date_in_past', detail: 'Use 2026-11-25 or later.', transient: false }, t, 'en', NOW, 'x'))
      .toEqual({ message: 'The start date has already passed, so no order was placed. Choose today or a later day.', move: 'start_date' });
    const czech = orderProblem({ code: 'start_date_in_past', detail: 'Use 2026-11-25 or later.', transient: false },
      laterTranslator('cs', translator({ ...cs, ...csSteps })), 'cs', NOW, 'x');
    expect(czech).toEqual({
      message: 'Datum začátku platnosti už uplynulo, objednávka proto nebyla vytvořena. Zvolte dnešek nebo pozdější den.',
      move: 'start_date',
    });
  });

  it('offers to try a given-up order again, under a button of its own words, with no wait', () => {
    const givenUp = { message: 'We could not place your order: the service did not answer 5 attempts a minute apart. '
      + 'Nothing was charged. You can try again.', move: 'again', action: 'Try again' };
    expect(orderProblem({ code: 'checkout_given_up', detail: 'The road-products service did not answer', transient: false }, t, 'en', NOW, 'x'))
      .toEqual(givenUp);
    expect(orderProblem({ code: 'given_up', transient: false }, t, 'en', NOW, 'x')).toEqual(givenUp);
    const czech = orderProblem({ code: 'checkout_given_up', transient: false }, laterTranslator('cs', translator({ ...cs, ...csSteps })), 'cs', NOW, 'x');
    expect(czech.action).toBe('Zkusit znovu');
    expect(czech.message).toMatch(/Nic nebylo strženo\. Můžete to zkusit znovu\.$/);
  });

  it('falls back to the server\'s detail only for a code it has no sentence for', () => {
    expect(orderProblem({ code: 'brand_new_rule', detail: 'A new rule', transient: false }, t, 'en', NOW, 'x'))
      .toEqual({ message: 'The order was not accepted: A new rule', move: 'none' });
  });
});
