import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '../../partner-api/catalogue/catalogue.ts';
import { order, progress } from '../app/store-fixtures.ts';
import { basket, basketFixtures, queued } from './basket-fixtures.ts';

const { placing } = basketFixtures([...CATALOGUE]);

/** The `error` events the host page heard, as README lists their codes. */
const errors = (events: { name: string; data: unknown }[]) =>
  events.filter((e) => e.name === 'error').map((e) => (e.data as { code: string }).code);

const created = { status: 201, body: { basket: basket(), access_token: 'tok_1234567890abcdef' } };

/** A trip placed and paid, its products deferred: what the shopper may cancel or move. */
async function paid(answers: Parameters<typeof placing>[0]) {
  const placed = await placing([created, ...answers]);
  placed.flow.submitPlan();
  await placed.flow.submitVehicle();
  await placed.flow.place();
  placed.streams[0]!.on(basket({
    status: 'PAID', items: basket().items.map((i, n) => ({ ...i, order: order({ id: `ord_${n}`, paid: true, status: 'DEFERRED', version: 2 }) })),
  }));
  return placed;
}

describe('the basket checkout tells the host page each failure, as the single checkout does', () => {
  it('names why Place did not place: no connection, an answer it could not read, the BFF\'s 5xx and its refusals', async () => {
    const { flow, events } = await placing([
      'offline',
      { status: 201, body: {} },
      { status: 503, body: {} },
      { status: 503, body: { status: 503, code: 'upstream_unavailable', title: 'Unavailable' } },
      { status: 409, body: { status: 409, code: 'duplicate_order', title: 'Duplicate', errors: [{ path: 'items.1', message: 'overlaps' }] } },
    ]);
    flow.submitPlan();
    await flow.submitVehicle();
    for (let i = 0; i < 4; i++) await flow.place();
    expect(flow.stage.value).toBe('review');
    await flow.place();
    expect(flow.stage.value).toBe('plan');
    expect(errors(events)).toEqual(['network', 'bad_response', 'http_503', 'upstream_unavailable', 'duplicate_order']);
  });

  it('names a queued basket the BFF gave up, and one it made but could not read back', async () => {
    const givenUp = await placing([queued()]);
    givenUp.flow.submitPlan();
    await givenUp.flow.submitVehicle();
    await givenUp.flow.place();
    expect(errors(givenUp.events)).toEqual([]);
    givenUp.checkouts[0]!.on.checkout!(progress({
      checkout_id: 'chk_1', state: 'given_up', attempts: 5, basket_id: null,
      problem: { code: 'checkout_given_up', title: 'Your order could not be placed' },
    }));
    expect(errors(givenUp.events)).toEqual(['checkout_given_up']);

    const unread = await placing([queued(), { status: 503, body: {} }]);
    unread.flow.submitPlan();
    await unread.flow.submitVehicle();
    await unread.flow.place();
    unread.checkouts[0]!.on.checkout!(progress({ checkout_id: 'chk_1', state: 'created', attempts: 1, basket_id: 'eo_1' }));
    await vi.waitFor(() => expect(errors(unread.events)).toEqual(['order_unavailable']));
  });

  it('names a saved basket a reload could not read back', async () => {
    const { flow, saved, events } = await placing([{ status: 503, body: {} }]);
    saved.current = { orderId: 'eo_1', token: 'tok_1234567890abcdef' };
    expect(await flow.resume()).toBe(false);
    expect(errors(events)).toEqual(['order_unavailable']);
  });

  it('names a cancel or a move of one product that was refused (its code, or the action\'s for a field), or not sent', async () => {
    const { flow, events } = await paid([
      { status: 409, body: { status: 409, code: 'order_not_cancellable', title: 'No' } },
      { status: 404, body: {} },
      'offline',
      { status: 409, body: { status: 409, code: 'order_not_modifiable', title: 'No', detail: 'Changed once already.' } },
      { status: 400, body: { status: 400, code: 'invalid_request', title: 'No', errors: [{ path: 'start_date', message: 'In the past' }] } },
      { status: 503, body: {} },
    ]);
    for (let i = 0; i < 3; i++) await flow.cancelItem('ord_0');
    for (let i = 0; i < 3; i++) expect(await flow.changeStart('ord_1', '2026-03-21')).toBe(false);
    expect(errors(events)).toEqual([
      'order_not_cancellable', 'http_404', 'cancel_unavailable', 'order_not_modifiable', 'modify_refused', 'modify_unavailable',
    ]);
  });
});
