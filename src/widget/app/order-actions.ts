import { batch, computed, type Signal, signal } from '@preact/signals-core';
import type { CheckoutOrder } from '../../contract/widget-api.ts';
import { DEFERRAL_DAYS } from '../../contract/deferral.ts';
import { mayStartOnDay } from '../../contract/start-days.ts';
import { isVin } from '../lib/checks.ts';
import { type IsoDate, addDays, addOneYear, isWithin } from '../lib/dates.ts';
import { formatDate } from '../lib/date-format.ts';
import { type LaterTranslate, laterTranslator } from '../i18n/later.ts';
import type { canCancel, canChangeStart, canModify } from '../steps/status/manage-rules.ts';
import { cancelledHere } from '../steps/status/order-ending.ts';
import { validateVehicle } from '../steps/vehicle/validate.ts';
import { type ChangeApi, type ChangeOutcome, type OrderChange, createChangeApi } from './change-api.ts';
import type { Emit } from './host-events.ts';
import type { Store } from './store.ts';

export type ModifyField = 'plate' | 'vehicle_country' | 'vin' | 'start_date';
const MODIFY_FIELDS = ['vehicle_country', 'plate', 'vin', 'start_date'] as const;
export type ManagePanel = 'none' | 'cancel' | 'modify';

export interface OrderActionsDeps {
  api: ChangeApi;
  order: Signal<CheckoutOrder | null>;
  accessToken: Signal<string>;
  t: LaterTranslate;
  /** The shopper's locale, for the dates an error names. */
  locale: string;
  /** The shopper's calendar day: a new start date lies from it to a year ahead, as at checkout. */
  today: () => IsoDate;
  emit: Emit;
  /** The store's step-level notice, which takes focus. */
  fail: (message: string, retry: boolean, code: string) => void;
  focus: (target: string) => void;
  /** Whether the product asks for a VIN (a new vehicle then needs its own). */
  vinRequired: (slug: string) => boolean;
  onChanged: (order: CheckoutOrder) => void;
  /**
   * The status screen's rules for its buttons (steps/status/manage-rules.ts), handed in: importing them
   * would make this chunk import the status chunk, which then carries a module namespace for the app's import().
   */
  may: { cancel: typeof canCancel; modify: typeof canModify; start: typeof canChangeStart };
}

/** What the shopper reads under a vehicle field the service refused: the widget's own words, in their language. */
const OWN_WORDS = { plate: 'error.plateRejected', vehicle_country: 'error.vehicle_country', vin: 'error.vin' } as const;

/** Upstream field names in modify errors, as the widget's fields. */
const FIELD_OF_PATH: Record<string, ModifyField> = {
  plate: 'plate', vehicle_country: 'vehicle_country', country: 'vehicle_country', vin: 'vin', start_date: 'start_date',
};

/**
 * "Manage my order": cancel (DEFERRED or PENDING) and the spec's one
 * modification (vehicle and/or start date), both through the BFF, which
 * checks the access token and asks the upstream.
 */
export function createOrderActions(deps: OrderActionsDeps) {
  const { api, order, accessToken, t } = deps;
  const panel = signal<ManagePanel>('none');
  const changing = signal(false);
  const modifyForm = { plate: signal(''), vehicle_country: signal(''), vin: signal(''), start_date: signal('') };
  const modifyErrors = signal<Partial<Record<ModifyField, string>>>({});
  /** What the last saved change changed, confirmed under "Manage your order" until another panel opens. */
  const saved = signal<readonly ModifyField[]>([]);

  const canCancel = computed(() => deps.may.cancel(order.value));
  const canModify = computed(() => deps.may.modify(order.value));
  const canChangeStart = computed(() => deps.may.start(order.value));
  const askVin = computed(() => !!order.value && deps.vinRequired(order.value.product.slug));
  /**
   * A DEFERRED order saved with a start DEFERRAL_DAYS days away or less goes to the national provider at once,
   * and once registered there it can no longer be cancelled: said before Save, not found out after. A date
   * before today is refused anyway. Not contract's isDeferredOn: the status screen imports DEFERRAL_DAYS from
   * its module, which would carry the helper into the purchase's bytes.
   */
  const sendsToProvider = computed(() => {
    const today = deps.today();
    return order.value?.status === 'DEFERRED' && isWithin(modifyForm.start_date.value, today, addDays(today, DEFERRAL_DAYS));
  });

  const startRange = () => {
    const min = deps.today();
    return { min, max: addOneYear(min) };
  };
  /** As checkout says it: the range, not just "choose a date", since a date is chosen. */
  const startWords = () => {
    const { min, max } = startRange();
    return t('error.start_date', { min: formatDate(min, deps.locale), max: formatDate(max, deps.locale) });
  };
  const ownWords = (field: ModifyField) => (field === 'start_date' ? startWords() : t(OWN_WORDS[field]));

  function open(next: ManagePanel) {
    const o = order.value;
    if (!o) return;
    const closed = panel.value;
    batch(() => {
      panel.value = next;
      modifyErrors.value = {};
      saved.value = [];
      if (next === 'modify') {
        modifyForm.plate.value = o.vehicle.plate;
        modifyForm.vehicle_country.value = o.vehicle.country;
        modifyForm.vin.value = '';
        modifyForm.start_date.value = o.start_date;
      }
      // In the same batch as the panel, so the focus lands after the render that shows its target: closed, on
      // the button that opened it; the question, on its safe answer (which its group names), as the pay dialog's.
      deps.focus(next === 'modify' ? 'modify_vehicle_country' : next === 'cancel' ? 'cancel_keep' : `manage_${closed}`);
    });
  }

  function setModifyField(name: ModifyField, value: string) {
    batch(() => {
      modifyForm[name].value = value;
      const { [name]: _fixed, ...rest } = modifyErrors.value;
      modifyErrors.value = rest;
    });
  }

  /**
   * `action` names the host's `error` codes (`cancel_refused`, `modify_unavailable`, ...); `changed`: what a
   * modification sent, which the confirmation names (a cancel's is the status itself).
   */
  function applied(outcome: ChangeOutcome, action: 'cancel' | 'modify', changed: readonly ModifyField[] = []) {
    const code = `${action}_refused`;
    if (outcome.kind === 'changed') {
      const current = order.value;
      batch(() => {
        if (!current || outcome.order.version >= current.version) order.value = outcome.order;
        panel.value = 'none';
        saved.value = changed;
        deps.focus(changed.length ? 'manage_saved' : 'heading');
      });
      deps.onChanged(outcome.order);
      return;
    }
    if (outcome.kind === 'invalid') {
      const found: Partial<Record<ModifyField, string>> = {};
      for (const e of outcome.errors) {
        const field = FIELD_OF_PATH[e.path.split('.').pop() ?? ''];
        if (field && !found[field]) found[field] = ownWords(field);
      }
      const first = MODIFY_FIELDS.find((f) => found[f]);
      if (first) {
        batch(() => {
          modifyErrors.value = found;
          deps.focus(`modify_${first}`);
        });
        deps.emit('error', { code });
        return;
      }
      return deps.fail(t('manage.refused', { reason: outcome.errors.map((e) => e.message).join(' ') }), false, code);
    }
    if (outcome.kind === 'refused') {
      return deps.fail(t('manage.refused', { reason: outcome.message }), false, outcome.code);
    }
    deps.fail(t('manage.failed'), true, `${action}_unavailable`);
  }

  async function cancelOrder() {
    const o = order.value;
    if (!o || changing.value || !canCancel.value) return;
    changing.value = true;
    const outcome = await api.cancelOrder(o.id, accessToken.value);
    changing.value = false;
    if (outcome.kind === 'changed') cancelledHere(o.id);
    applied(outcome, 'cancel');
  }

  async function modifyOrder() {
    const o = order.value;
    if (!o || changing.value || !canModify.value) return;
    const plate = modifyForm.plate.value.trim();
    const country = modifyForm.vehicle_country.value;
    const start = modifyForm.start_date.value;
    const vin = modifyForm.vin.value.trim().toUpperCase();
    const found: Partial<Record<ModifyField, string>> = validateVehicle(plate, country, deps.t);
    const newVehicle = plate !== o.vehicle.plate || country !== o.vehicle.country;
    // Another vehicle of a VIN product needs its own VIN; the old one would describe the old car.
    if (askVin.value && (vin || newVehicle) && !(vin && isVin(vin))) {
      found.vin = t('error.vin');
    }
    if (canChangeStart.value && start !== o.start_date) {
      const { min, max } = startRange();
      if (!isWithin(start, min, max)) found.start_date = startWords();
      else if (!mayStartOnDay(o.product, start)) found.start_date = t('error.startFriday');
    }
    const change: OrderChange = {
      ...(plate !== o.vehicle.plate && { plate }),
      ...(country !== o.vehicle.country && { vehicle_country: country }),
      ...(askVin.value && vin && { vin }),
      ...(canChangeStart.value && start !== o.start_date && { start_date: start }),
    };
    if (!found.plate && Object.keys(change).length === 0) {
      found.plate = t(canChangeStart.value ? 'manage.nothingChanged' : 'manage.nothingChangedVehicle');
    }
    const first = MODIFY_FIELDS.find((f) => found[f]);
    if (first) {
      batch(() => {
        modifyErrors.value = found;
        deps.focus(`modify_${first}`);
      });
      return;
    }
    changing.value = true;
    const outcome = await api.modifyOrder(o.id, accessToken.value, change);
    changing.value = false;
    applied(outcome, 'modify', Object.keys(change) as ModifyField[]);
  }

  return {
    panel, changing, modifyForm, modifyErrors, saved, canCancel, canModify, canChangeStart, askVin, sendsToProvider,
    startRange,
    openManage: open, setModifyField, cancelOrder, modifyOrder,
  };
}

/** The manage actions of a widget's order, wired to its store (made at the first "Manage your order" click). */
export function manageActions(s: Store, may: OrderActionsDeps['may'], api: ChangeApi = createChangeApi(s.api.base)) {
  return createOrderActions({
    api, may, order: s.order, accessToken: s.accessToken, t: laterTranslator(s.locale, s.t), emit: s.core.deps.emit,
    locale: s.locale, today: s.core.deps.today,
    fail: (message, retry, code) => s.core.fail({ message, move: retry ? 'retry' : 'none' }, code),
    focus: (target) => {
      s.focusRequest.value = { target };
    },
    vinRequired: (slug) => s.catalogue.value?.products.find((p) => p.slug === slug)?.vin_required ?? false,
    onChanged: (o) => {
      s.announcement.value = s.t('status.announce', { status: s.status.value });
      s.settle(o);
    },
  });
}

export type ManageActions = ReturnType<typeof createOrderActions>;
