import type { PanelOrderPage } from '../../contract/panel.ts';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { TableBox } from '../components/TableBox.tsx';
import { formatDate, formatDateTime, formatMoney, t } from '../i18n/i18n.ts';
import { hrefOf } from '../state/route.ts';

/**
 * One page of orders as a partner reads them: names, badges, money, customer, vehicle, subaccount, validity. The
 * status comes right after the id: on a phone those two are what shows before the table is scrolled.
 */
export function OrderTable({ page }: { page: PanelOrderPage }) {
  return (
    <>
      <p role="status">{page.total ? t('orders.count', { total: page.total }) : t('orders.empty')}</p>
      {page.total > 0 && (
        <TableBox label={t('orders.title')}>
          <table>
            <caption>{t('orders.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.id')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('orders.product')}</th>
                <th scope="col">{t('orders.price')}</th>
                <th scope="col">{t('orders.customer')}</th>
                <th scope="col">{t('orders.plate')}</th>
                <th scope="col">{t('orders.subaccount')}</th>
                <th scope="col">{t('orders.validity')}</th>
                <th scope="col">{t('orders.purchased')}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((o) => (
                <tr key={o.id}>
                  <th scope="row"><a href={hrefOf('orders', o.id)}>{o.id}</a></th>
                  <td><StatusBadge status={o.status} orderId={o.id} /></td>
                  <td>{o.product_name}</td>
                  <td>{formatMoney(o.price)}</td>
                  <td>{o.email}</td>
                  <td>{o.cars.map((c) => c.plate).join(', ')}</td>
                  <td>{o.subaccount ?? ''}</td>
                  <td>{t('orders.validityRange', { start: formatDate(o.start_date), end: formatDate(o.end_date) })}</td>
                  <td>{formatDateTime(o.purchase_date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </>
  );
}
