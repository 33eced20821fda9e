import type { PanelPayouts } from '../../contract/panel.ts';
import { formatDateTime, formatMoney, t } from '../i18n/i18n.ts';
import { TableBox } from '../components/TableBox.tsx';

/** The notices, the fine invoices and the ledger behind the debt. */
export function DebtTables({ payouts, money }: { payouts: PanelPayouts; money: (cents: number) => string }) {
  const { notices, ledger, account } = payouts;
  return (
    <>
      <section aria-labelledby="notices-title">
        <h2 id="notices-title">{t('payouts.notices')}</h2>
        {notices.length ? (
          <TableBox label={t('payouts.notices')}><table class="cards" aria-labelledby="notices-title">
            <thead>
              <tr>
                <th scope="col">{t('payouts.kind')}</th><th scope="col" class="num">{t('payouts.amount')}</th>
                <th scope="col">{t('payouts.issued')}</th><th scope="col">{t('payouts.due')}</th>
                <th scope="col">{t('payouts.settled')}</th>
              </tr>
            </thead>
            <tbody>
              {notices.map((n) => (
                <tr key={n.issued_at}>
                  <th scope="row">{t(`payouts.reason.${n.reason}`)}</th>
                  <td class="num end">{formatMoney(n.amount)}</td>
                  <td data-label={t('payouts.issued')}>{formatDateTime(n.issued_at)}</td>
                  <td data-label={t('payouts.due')}>{formatDateTime(n.due_at)}</td>
                  <td data-label={t('payouts.settled')}>{n.settled_at ? formatDateTime(n.settled_at) : t('payouts.open')}</td>
                </tr>
              ))}
            </tbody>
          </table></TableBox>
        ) : <p>{t('payouts.noNotices')}</p>}
      </section>
      <section aria-labelledby="invoices-title">
        <h2 id="invoices-title">{t('payouts.invoices')}</h2>
        {account.invoices.length ? (
          <ul>
            {account.invoices.map((i) => (
              <li key={i.id}>
                {t('payouts.invoiceLine', {
                  id: i.id, fine: formatMoney(i.fine), deadline: formatDateTime(i.due_at), status: t(`payouts.invoice.${i.status}`),
                })}
              </li>
            ))}
          </ul>
        ) : <p>{t('payouts.noInvoices')}</p>}
      </section>
      <section aria-labelledby="ledger-title">
        <h2 id="ledger-title">{t('payouts.ledger')}</h2>
        {ledger.length ? (
          <TableBox label={t('payouts.ledger')}><table class="cards" aria-labelledby="ledger-title">
            <thead>
              <tr>
                <th scope="col">{t('payouts.when')}</th><th scope="col">{t('payouts.kind')}</th>
                <th scope="col">{t('orders.id')}</th><th scope="col" class="num">{t('payouts.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((e, i) => (
                <tr key={i}>
                  <td class="below">{formatDateTime(e.at)}</td>
                  {/* An order taken back (cancelled, refunded) lowers the debt: it says so, not "Order −€12.40". */}
                  <td>{t(e.kind === 'order' && e.amount < 0 ? 'payouts.kind.orderCancelled' : `payouts.kind.${e.kind}`)}</td>
                  <td class="below">{e.order_id}</td>
                  <td class="num end">{money(e.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table></TableBox>
        ) : <p>{t('payouts.noLedger')}</p>}
      </section>
    </>
  );
}
