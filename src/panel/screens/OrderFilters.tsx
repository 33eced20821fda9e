import type { Signal } from '@preact/signals';
import { COUNTRIES, PRODUCT_TYPES } from '../../contract/product-kinds.ts';
import { ORDER_STATUSES } from '../../contract/order-status.ts';
import { countryName, t } from '../i18n/i18n.ts';

export interface OrderFilterValues {
  q: string; status: string; from: string; to: string; country: string; type: string; subaccount: string;
}

export const NO_FILTERS: OrderFilterValues = { q: '', status: '', from: '', to: '', country: '', type: '', subaccount: '' };

/**
 * The filters as the API's query. Dates are the partner's calendar days: from its local midnight to the next
 * midnight after `to`, as instants, so "from 1 March" means 1 March where the partner sits.
 */
export function filterQuery(values: OrderFilterValues, lang: string): URLSearchParams {
  const query = new URLSearchParams({ lang });
  const set = (name: string, value: string) => { if (value.trim()) query.set(name, value.trim()); };
  set('q', values.q);
  set('status', values.status);
  set('country', values.country);
  set('type', values.type);
  set('subaccount', values.subaccount);
  if (values.from) query.set('from', new Date(`${values.from}T00:00`).toISOString());
  if (values.to) {
    const end = new Date(`${values.to}T00:00`);
    end.setDate(end.getDate() + 1);
    query.set('to', end.toISOString());
  }
  return query;
}

/** The order list's filter form; Search applies it. */
export function OrderFilters({ values, onSubmit }: {
  values: Signal<OrderFilterValues>; onSubmit: () => void;
}) {
  const edit = (name: keyof OrderFilterValues) => (e: { currentTarget: { value: string } }) => {
    values.value = { ...values.value, [name]: e.currentTarget.value };
  };
  const v = values.value;
  return (
    <form role="search" class="filters" onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
      <div class="field wide">
        <label for="order-search">{t('orders.search')}</label>
        <input id="order-search" type="search" value={v.q} onInput={edit('q')} />
      </div>
      <div class="field">
        <label for="order-status">{t('orders.status')}</label>
        <select id="order-status" value={v.status} onChange={edit('status')}>
          <option value="">{t('orders.allStatuses')}</option>
          {ORDER_STATUSES.map((s) => <option key={s} value={s}>{`${t(`status.${s}`)} (${s})`}</option>)}
        </select>
      </div>
      <div class="field">
        <label for="order-from">{t('orders.from')}</label>
        <input id="order-from" type="date" value={v.from} onInput={edit('from')} />
      </div>
      <div class="field">
        <label for="order-to">{t('orders.to')}</label>
        <input id="order-to" type="date" value={v.to} onInput={edit('to')} />
      </div>
      <div class="field">
        <label for="order-country">{t('orders.country')}</label>
        <select id="order-country" value={v.country} onChange={edit('country')}>
          <option value="">{t('orders.allCountries')}</option>
          {COUNTRIES.map((c) => <option key={c} value={c}>{countryName(c)}</option>)}
        </select>
      </div>
      <div class="field">
        <label for="order-type">{t('orders.type')}</label>
        <select id="order-type" value={v.type} onChange={edit('type')}>
          <option value="">{t('orders.allTypes')}</option>
          {PRODUCT_TYPES.map((p) => <option key={p} value={p}>{t(`type.${p}`)}</option>)}
        </select>
      </div>
      <div class="field">
        <label for="order-subaccount">{t('orders.subaccount')}</label>
        <input id="order-subaccount" value={v.subaccount} onInput={edit('subaccount')} />
      </div>
      {/* Never disabled: Enter in a form whose submit button is disabled does nothing, and a partner who types
          while the list loads would see their search ignored. A newer list wins over an older answer. */}
      <button type="submit">{t('orders.find')}</button>
    </form>
  );
}
