import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { PanelOrderPage } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { Heading } from '../components/Heading.tsx';
import { Pager } from '../components/Pager.tsx';
import { useAction } from '../components/useAction.ts';
import { locale, t } from '../i18n/i18n.ts';
import { ExternalOrdersSection } from './ExternalOrdersSection.tsx';
import { filterQuery, OrderFilters, type OrderFilterValues } from './OrderFilters.tsx';
import { OrderTable } from './OrderTable.tsx';
import { ordersHref, ordersOf, rememberOrders } from './orders-query.ts';
import { route } from '../state/route.ts';

export function OrdersScreen() {
  const { query } = route.value;
  const shown = ordersOf(query);
  const filters = useSignal<OrderFilterValues>(shown.values);
  const result = useSignal<PanelOrderPage | null>(null);
  const { busy, error, run } = useAction();
  // The filters of the list on screen: the export is of what the partner sees, not of half-typed fields.
  const applied = shown.values;
  const load = () => run(async () => {
    const request = filterQuery(applied, locale.value.language);
    request.set('page', String(shown.page));
    const answer = await api<PanelOrderPage>(`/orders?${request}`);
    // A list asked for since (a search while this one loaded) wins: this answer is for a URL no longer shown.
    if (route.value.query === query) result.value = answer;
  });
  // The list follows its URL (Search, a page turned, Back, Forward) and the panel's language (product names).
  // The fields follow only a URL that changed: at first they hold it already, and may hold what is being typed.
  const fieldsOf = useRef(query);
  useEffect(() => {
    if (fieldsOf.current !== query) filters.value = shown.values;
    fieldsOf.current = query;
    rememberOrders(ordersHref(shown.values, shown.page));
    void load();
  }, [query, locale.value.language]);
  const show = (values: OrderFilterValues, page: number) => {
    const href = ordersHref(values, page);
    // The same list again (Search pressed twice) is asked for afresh: no hash change would.
    if (location.hash === href) void load();
    else location.hash = href;
  };
  const submit = () => show(filters.value, 1);
  const turn = (by: number) => show(applied, shown.page + by);
  return (
    <main id="main" tabIndex={-1}>
      <Heading>{t('orders.title')}</Heading>
      <OrderFilters values={filters} onSubmit={submit} />
      <ErrorText error={error.value} />
      {result.value && result.value.total > 0 && (
        <p>
          <a href={`/panel/api/orders/export.csv?${filterQuery(applied, locale.value.language)}`} download>
            {t('orders.export', { total: result.value.total })}
          </a>
        </p>
      )}
      {result.value && <OrderTable page={result.value} filtered={query !== ''} />}
      {result.value && result.value.total > 0 && (
        <Pager
          of={t('orders.title')} page={shown.page} total={result.value.total} perPage={result.value.per_page} busy={busy.value} onTurn={turn}
        />
      )}
      <ExternalOrdersSection />
    </main>
  );
}
