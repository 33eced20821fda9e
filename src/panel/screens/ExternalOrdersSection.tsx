import { useSignal } from '@preact/signals';
import { Fragment } from 'preact';
import { useEffect } from 'preact/hooks';
import type { ExternalOrder } from '../../contract/external-order.ts';
import { EXTERNAL_ORDER_STATUSES } from '../../contract/external-order-status.ts';
import { api } from '../api.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { ExternalStatusBadge } from '../components/ExternalStatusBadge.tsx';
import { Pager } from '../components/Pager.tsx';
import { useAction } from '../components/useAction.ts';
import { formatDateTime, formatMoney, t } from '../i18n/i18n.ts';
import { hrefOf } from '../state/route.ts';
import { TableBox } from '../components/TableBox.tsx';

interface ExternalOrderPage { data: ExternalOrder[]; page: number; per_page: number; total: number }

/** Orders paid through a link (spec 2.5): searched by id or reference; a paid one links to the order it made. */
export function ExternalOrdersSection() {
  const search = useSignal('');
  const status = useSignal('');
  const page = useSignal(1);
  const result = useSignal<ExternalOrderPage | null>(null);
  const { busy, error, run } = useAction();
  const load = () => run(async () => {
    const query = new URLSearchParams({ page: String(page.value) });
    if (status.value) query.set('status', status.value);
    if (search.value.trim()) query.set('q', search.value.trim());
    result.value = await api<ExternalOrderPage>(`/external-orders?${query}`);
  });
  useEffect(() => void load(), []);
  const submit = (event: Event) => {
    event.preventDefault();
    page.value = 1;
    void load();
  };
  const list = result.value;
  return (
    <section aria-labelledby="external-title">
      <h2 id="external-title">{t('external.title')}</h2>
      <form role="search" aria-label={t('external.title')} onSubmit={submit}>
        <label for="external-search">{t('external.search')}</label>
        <input id="external-search" type="search" value={search.value} onInput={(e) => { search.value = e.currentTarget.value; }} />
        <label for="external-status">{t('orders.status')}</label>
        <select id="external-status" value={status.value} onChange={(e) => { status.value = e.currentTarget.value; }}>
          <option value="">{t('orders.allStatuses')}</option>
          {EXTERNAL_ORDER_STATUSES.map((s) => <option key={s} value={s}>{`${t(`external.status.${s}`)} (${s})`}</option>)}
        </select>
        <button type="submit" disabled={busy.value}>{t('orders.find')}</button>
      </form>
      <ErrorText error={error.value} />
      {list && <p role="status">{list.total ? t('external.count', { total: list.total }) : t('external.empty')}</p>}
      {list && list.total > 0 && (
        <TableBox label={t('external.title')}><table class="orders cards">
          <caption>{t('external.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.id')}</th>
              <th scope="col" class="status">{t('orders.status')}</th>
              <th scope="col" class="num">{t('payouts.amount')}</th>
              <th scope="col">{t('external.reference')}</th>
              <th scope="col" class="dates">{t('webhooks.created')}</th>
              <th scope="col">{t('external.order')}</th>
            </tr>
          </thead>
          <tbody>
            {/* As the orders' table: the id and status first, then the amount; a card of labelled lines on a phone. */}
            {list.data.map((o) => (
              <tr key={o.id}>
                <th scope="row"><code>{o.id}</code></th>
                <td class="end"><ExternalStatusBadge status={o.status} /></td>
                <td class="num end">{formatMoney(o.amount)}</td>
                <td data-label={t('external.reference')}>{o.reference_id}</td>
                <td data-label={t('webhooks.created')}>{formatDateTime(o.created_at)}</td>
                <td data-label={t('external.order')}>
                  {o.order_ids.map((id, i) => <Fragment key={id}>{i > 0 && ', '}<a href={hrefOf('orders', id)}>{id}</a></Fragment>)}
                </td>
              </tr>
            ))}
          </tbody>
        </table></TableBox>
      )}
      {list && list.total > 0 && (
        <Pager of={t('external.title')} page={page.value} total={list.total} perPage={list.per_page} busy={busy.value} onTurn={(by) => {
          page.value += by;
          void load();
        }} />
      )}
    </section>
  );
}
