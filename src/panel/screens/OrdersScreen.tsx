import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Order } from '../../contract/order.ts';
import { ORDER_STATUSES } from '../../contract/order-status.ts';
import { api } from '../api.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { Heading } from '../components/Heading.tsx';
import { Pager } from '../components/Pager.tsx';
import { useAction } from '../components/useAction.ts';
import { formatDateTime, formatMoney, t } from '../i18n/i18n.ts';
import { hrefOf } from '../state/route.ts';
import { ExternalOrdersSection } from './ExternalOrdersSection.tsx';
import { TableBox } from '../components/TableBox.tsx';

interface OrderPage { data: Order[]; page: number; per_page: number; total: number }

export function OrdersScreen() {
  const search = useSignal('');
  const status = useSignal('');
  const page = useSignal(1);
  const result = useSignal<OrderPage | null>(null);
  const { busy, error, run } = useAction();
  const load = () => run(async () => {
    const query = new URLSearchParams({ page: String(page.value) });
    if (status.value) query.set('status', status.value);
    if (search.value.trim()) query.set('q', search.value.trim());
    result.value = await api<OrderPage>(`/orders?${query}`);
  });
  useEffect(() => void load(), []);
  const submit = (event: Event) => {
    event.preventDefault();
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
      <form role="search" onSubmit={submit}>
        <label for="order-search">{t('orders.search')}</label>
        <input id="order-search" type="search" value={search.value} onInput={(e) => { search.value = e.currentTarget.value; }} />
        <label for="order-status">{t('orders.status')}</label>
        <select id="order-status" value={status.value} onChange={(e) => { status.value = e.currentTarget.value; }}>
          <option value="">{t('orders.allStatuses')}</option>
          {ORDER_STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
        <button type="submit" disabled={busy.value}>{t('orders.find')}</button>
      </form>
      <ErrorText error={error.value} />
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

function OrderTable({ page }: { page: OrderPage }) {
  return (
    <>
      <p role="status">{page.total ? t('orders.count', { total: page.total }) : t('orders.empty')}</p>
      {page.total > 0 && (
        <TableBox label={t('orders.title')}><table>
          <caption>{t('orders.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.id')}</th>
              <th scope="col">{t('orders.product')}</th>
              <th scope="col">{t('orders.plate')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col">{t('orders.purchased')}</th>
              <th scope="col">{t('orders.price')}</th>
            </tr>
          </thead>
          <tbody>
            {page.data.map((o) => (
              <tr key={o.id}>
                <th scope="row"><a href={hrefOf('orders', o.id)}>{o.id}</a></th>
                <td>{o.product}</td>
                <td>{o.cars.map((c) => c.plate).join(', ')}</td>
                <td>{o.status}</td>
                <td>{formatDateTime(o.purchase_date)}</td>
                <td>{formatMoney(o.price)}</td>
              </tr>
            ))}
          </tbody>
        </table></TableBox>
      )}
    </>
  );
}
