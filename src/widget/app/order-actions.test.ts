import { describe, expect, it, vi } from 'vitest';
import type { ChangeApi } from './change-api.ts';
import { loadLaterWords } from '../i18n/later.ts';
import { managedOrder, order } from './store-fixtures.ts';

// Its words come with the manage chunk, loaded before a panel shows (unbuilt: no chunk to check).
await loadLaterWords('en', async () => undefined);

const RANGE = 'Choose a start date from 10\u00a0March 2026 to 10\u00a0March 2027';

describe('the order\'s one change', () => {
  it('confirms a saved plate, with focus on the confirmation, and keeps it until another panel opens', async () => {
    const modifyOrder = vi.fn<ChangeApi['modifyOrder']>(async () => ({
      kind: 'changed',
      order: order({ status: 'DEFERRED', paid: true, can_modify: false, version: 3, vehicle: { plate: 'W 12345 B', country: 'AT', type: 'car' } }),
    }));
    const { store, manage } = await managedOrder({ status: 'DEFERRED', start_date: '2026-03-20', version: 2 }, { modifyOrder });
    manage.openManage('modify');
    manage.setModifyField('plate', 'W 12345 B');
    await manage.modifyOrder();
    expect(manage.panel.value).toBe('none');
    expect(manage.saved.value).toEqual(['plate']);
    expect(store.focusRequest.value).toEqual({ target: 'manage_saved' });

    manage.openManage('cancel');
    expect(manage.saved.value).toEqual([]);
  });

  it('names every field a change sent, and nothing after a cancel', async () => {
    const changed = order({ status: 'DEFERRED', paid: true, can_modify: false, version: 3 });
    const { store, manage } = await managedOrder({ status: 'DEFERRED', start_date: '2026-03-20', version: 2 }, {
      modifyOrder: async () => ({ kind: 'changed', order: changed }),
      cancelOrder: async () => ({ kind: 'changed', order: { ...changed, status: 'REFUNDED', version: 4 } }),
    });
    manage.openManage('modify');
    manage.setModifyField('vehicle_country', 'DE');
    manage.setModifyField('plate', 'M AB 123');
    manage.setModifyField('start_date', '2026-04-01');
    await manage.modifyOrder();
    expect([...manage.saved.value].sort()).toEqual(['plate', 'start_date', 'vehicle_country']);

    manage.openManage('cancel');
    await manage.cancelOrder();
    expect(manage.saved.value).toEqual([]);
    expect(store.focusRequest.value).toEqual({ target: 'heading' });
  });
});

describe('what the host hears of a change that did not happen', () => {
  it('names the action: cancel_unavailable when the BFF could not be reached, modify_refused when it said no', async () => {
    const { manage, events } = await managedOrder({ status: 'DEFERRED' }, {
      modifyOrder: async () => ({ kind: 'invalid', errors: [{ path: 'plate', message: 'Not a plate' }] }),
    });
    manage.openManage('cancel');
    await manage.cancelOrder();
    manage.openManage('modify');
    manage.setModifyField('plate', 'M AB 123');
    await manage.modifyOrder();
    expect(events.filter((e) => e.name === 'error')).toEqual([
      { name: 'error', data: { code: 'cancel_unavailable' } },
      { name: 'error', data: { code: 'modify_refused' } },
    ]);
  });
});

describe('a new start date', () => {
  it.each([
    ['600 days ahead', '2027-10-31'],
    ['2 days ago', '2026-03-08'],
    ['cleared', ''],
  ])('outside today to a year ahead (%s) names the range, as checkout does, and sends nothing', async (_case, date) => {
    const modifyOrder = vi.fn<ChangeApi['modifyOrder']>(async () => ({ kind: 'failed' }));
    const { store, manage } = await managedOrder({ status: 'DEFERRED', start_date: '2026-03-20' }, { modifyOrder });
    manage.openManage('modify');
    manage.setModifyField('start_date', date);
    await manage.modifyOrder();
    expect(manage.modifyErrors.value).toEqual({ start_date: RANGE });
    expect(store.focusRequest.value).toEqual({ target: 'modify_start_date' });
    expect(modifyOrder).not.toHaveBeenCalled();
  });

  it('gives the field the same range, and the last day of it is taken', async () => {
    const modifyOrder = vi.fn<ChangeApi['modifyOrder']>(async () => ({ kind: 'failed' }));
    const { manage } = await managedOrder({ status: 'DEFERRED', start_date: '2026-03-20' }, { modifyOrder });
    expect(manage.startRange()).toEqual({ min: '2026-03-10', max: '2027-03-10' });
    manage.openManage('modify');
    manage.setModifyField('start_date', '2027-03-10');
    await manage.modifyOrder();
    expect(modifyOrder).toHaveBeenCalledWith('ord_1', 'tok', { start_date: '2027-03-10' });
  });

  it('asks a Friday of the weekend vignette, and keeps an unchanged date out of the check', async () => {
    const weekend = { slug: 'vignette-bg-weekend', name: 'Weekend vignette', type: 'vignette', country: 'BG' };
    const modifyOrder = vi.fn<ChangeApi['modifyOrder']>(async () => ({ kind: 'failed' }));
    const { manage } = await managedOrder({ status: 'DEFERRED', product: weekend, start_date: '2026-03-20' }, { modifyOrder });
    manage.openManage('modify');
    manage.setModifyField('start_date', '2026-03-21');
    await manage.modifyOrder();
    expect(manage.modifyErrors.value).toEqual({ start_date: 'This vignette runs from Friday to Sunday: choose a Friday' });
    manage.setModifyField('start_date', '2026-03-20');
    manage.setModifyField('plate', 'W 24680 R');
    await manage.modifyOrder();
    expect(modifyOrder).toHaveBeenCalledWith('ord_1', 'tok', { plate: 'W 24680 R' });
  });

  it('names the range when the service refuses the date too', async () => {
    const { manage } = await managedOrder({ status: 'DEFERRED', start_date: '2026-03-20' }, {
      modifyOrder: async () => ({ kind: 'invalid', errors: [{ path: 'start_date', message: 'More than one year ahead' }] }),
    });
    manage.openManage('modify');
    manage.setModifyField('start_date', '2026-06-01');
    await manage.modifyOrder();
    expect(manage.modifyErrors.value).toEqual({ start_date: RANGE });
  });

  it('is not asked of an order already with the national provider', async () => {
    const { manage } = await managedOrder({ status: 'ACTIVE' });
    expect(manage.canModify.value).toBe(true);
    expect(manage.canChangeStart.value).toBe(false);
  });
});

describe('a new start date that sends a DEFERRED order to the national provider at once', () => {
  // Spec 3: a start more than 3 days after the day it is set stays DEFERRED; today is 2026-03-10.
  it.each([
    ['today', '2026-03-10', true],
    ['tomorrow', '2026-03-11', true],
    ['3 days ahead', '2026-03-13', true],
    ['4 days ahead', '2026-03-14', false],
    ['the order\'s own, 10 days ahead', '2026-03-20', false],
    ['2 days ago, which the range refuses', '2026-03-08', false],
    ['cleared', '', false],
  ])('%s (%s) is warned of before Save: %s', async (_case, date, warned) => {
    const { manage } = await managedOrder({ status: 'DEFERRED', start_date: '2026-03-20' });
    manage.openManage('modify');
    manage.setModifyField('start_date', date);
    expect(manage.sendsToProvider.value).toBe(warned);
  });

  it.each(['CREATED', 'PENDING', 'ACTIVE'] as const)('is not warned of for an order that is %s', async (status) => {
    const { manage } = await managedOrder({ status, start_date: '2026-03-20' });
    manage.openManage('modify');
    manage.setModifyField('start_date', '2026-03-11');
    expect(manage.sendsToProvider.value).toBe(false);
  });
});

describe('leaving a panel', () => {
  it('puts the focus back on the button that opened it; the cancel question opens on its safe answer', async () => {
    const { store, manage } = await managedOrder({ status: 'DEFERRED', start_date: '2026-03-20' });
    manage.openManage('modify');
    manage.openManage('none');
    expect(store.focusRequest.value).toEqual({ target: 'manage_modify' });
    manage.openManage('cancel');
    expect(store.focusRequest.value).toEqual({ target: 'cancel_keep' });
    manage.openManage('none');
    expect(store.focusRequest.value).toEqual({ target: 'manage_cancel' });
    expect(manage.panel.value).toBe('none');
  });
});
