import type { PanelOrderPage } from '../../contract/panel.ts';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { TableBox } from '../components/TableBox.tsx';
import { formatDate, formatDateTime, formatMoney, t } from '../i18n/i18n.ts';
import { hrefOf } from '../state/route.ts';
import { awaitsPayment } from './OrderFacts.tsx';

/** A plate or a date reads as one value: its line may break around it, never inside it. */
const whole = (text: string) => text.replace(/ /g, '\u00a0');

/** At most two whole lines, broken only before `tail` (a validity's last day, a purchase's time) in a narrow column. */
function twoLines(text: string, tail: number) {
  return tail > 0 ? `${whole(text.slice(0, tail).trimEnd())} ${whole(text.slice(tail))}` : whole(text);
}

function validity(start: string, end: string) {
  const last = formatDate(end);
  const range = t('orders.validityRange', { start: formatDate(start), end: last });
  return twoLines(range, range.lastIndexOf(last));
}

/** Each panel language writes the time after the date, as H:MM: that is where the line may break. */
function purchased(iso: string) {
  const text = formatDateTime(iso);
  return twoLines(text, text.search(/\d{1,2}:\d{2}/));
}

/** A long address breaks before its domain rather than pushing the table wider. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  return at > 0 ? <>{address.slice(0, at)}<wbr />{address.slice(at)}</> : <>{address}</>;
}

/**
 * One page of orders as a partner reads them: names, badges, money, customer, vehicle, subaccount, validity. On a
 * laptop it fits its box without scrolling; on a phone each row is a card (styles.css), its labels the headers'.
 */
export function OrderTable({ page, filtered }: { page: PanelOrderPage; filtered: boolean }) {
  return (
    <>
      {/* No order at all is news of its own: "none match" would send a new partner hunting for a filter. */}
      <p role="status">{page.total ? t('orders.count', { total: page.total }) : t(filtered ? 'orders.empty' : 'orders.none')}</p>
      {page.total > 0 && (
        <TableBox label={t('orders.title')}>
          <table class="orders cards">
            <caption>{t('orders.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.id')}</th>
                <th scope="col" class="status">{t('orders.status')}</th>
                <th scope="col" class="product">{t('orders.product')}</th>
                <th scope="col" class="num">{t('orders.price')}</th>
                <th scope="col" class="customer">{t('orders.customer')}</th>
                <th scope="col">{t('orders.plate')}</th>
                <th scope="col">{t('orders.subaccount')}</th>
                <th scope="col" class="dates">{t('orders.validity')}</th>
                <th scope="col" class="dates">{t('orders.purchased')}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((o) => (
                <tr key={o.id}>
                  <th scope="row"><a href={hrefOf('orders', o.id)}>{o.id}</a></th>
                  <td class="end"><StatusBadge status={o.status} orderId={o.id} unpaid={awaitsPayment(o)} /></td>
                  <td>{o.product_name}</td>
                  <td class="num end">{formatMoney(o.price)}</td>
                  <td data-label={t('orders.customer')}><Email address={o.email} /></td>
                  <td data-label={t('orders.plate')}>{o.cars.map((c) => whole(c.plate)).join(', ')}</td>
                  <td data-label={t('orders.subaccount')}>{o.subaccount}</td>
                  <td data-label={t('orders.validity')}>{validity(o.start_date, o.end_date)}</td>
                  <td data-label={t('orders.purchased')}>{purchased(o.purchase_date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </>
  );
}
