import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { PanelOrderPage } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { Heading } from '../components/Heading.tsx';
import { Pager } from '../components/Pager.tsx';
import { useAction } from '../components/useAction.ts';
import { locale, t } from '../i18n/i18n.ts';
import { ExternalOrdersSection } from './ExternalOrdersSection.tsx';
import { filterQuery, NO_FILTERS, OrderFilters, type OrderFilterValues } from './OrderFilters.tsx';
import { OrderTable } from './OrderTable.tsx';

export function OrdersScreen() {
  const filters = useSignal<OrderFilterValues>(NO_FILTERS);
  // The filters of the list on screen: the export is of what the partner sees, not of half-typed fields.
  const applied = useSignal<OrderFilterValues>(NO_FILTERS);
  const page = useSignal(1);
  const result = useSignal<PanelOrderPage | null>(null);
  const { busy, error, run } = useAction();
  const load = () => run(async () => {
    const query = filterQuery(applied.value, locale.value.language);
    query.set('page', String(page.value));
    result.value = await api<PanelOrderPage>(`/orders?${query}`);
  });
  // The product names come in the panel's language: a new language reloads the list.
  useEffect(() => void load(), [locale.value.language]);
  const submit = () => {
    applied.value = filters.value;
    page.value = 1;
    void load();
  };
  const turn = (by: number) => {
    page.value += by;
    void load();
  };
  return (
    <main id="main" tabIndex={-1}>
      <Heading>{t('orders.title')}</Heading>
      <OrderFilters values={filters} busy={busy.value} onSubmit={submit} />
      <ErrorText error={error.value} />
      {result.value && result.value.total > 0 && (
        <p>
          <a href={`/panel/api/orders/export.csv?${filterQuery(applied.value, locale.value.language)}`} download>
            {t('orders.export', { total: result.value.total })}
          </a>
        </p>
      )}
      {result.value && <OrderTable page={result.value} />}
      {result.value && result.value.total > 0 && (
        <Pager
          page={page.value} total={result.value.total} perPage={result.value.per_page} busy={busy.value} onTurn={turn}
        />
      )}
      <ExternalOrdersSection />
    </main>
  );
}
