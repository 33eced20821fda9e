import type { PanelDelivery } from '../../contract/panel.ts';
import { formatDateTime, t } from '../i18n/i18n.ts';
import { TableBox } from './TableBox.tsx';

/** Deliveries with every attempt's status code, latency and response excerpt; `onRedeliver` adds the button. */
export function DeliveryTable({ deliveries, caption, onRedeliver }: {
  deliveries: PanelDelivery[]; caption: string; onRedeliver?: (id: string) => void;
}) {
  if (!deliveries.length) return <p>{t('webhooks.logEmpty')}</p>;
  return (
    <TableBox label={caption}><table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('webhooks.event')}</th>
          <th scope="col">{t('webhooks.created')}</th>
          <th scope="col">{t('webhooks.state')}</th>
          <th scope="col">{t('webhooks.attempts')}</th>
          {onRedeliver && <th scope="col">{t('webhooks.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {deliveries.map((d) => (
          <tr key={d.id}>
            <th scope="row"><span>{d.event_type}</span> <code>{d.id}</code></th>
            <td>{formatDateTime(d.created_at)}</td>
            <td>{t(`webhooks.state.${d.state}`)}</td>
            <td>
              <ul class="attempts">
                {d.attempts.map((a) => (
                  <li key={a.attempt}>
                    {t('webhooks.attempt', { n: a.attempt, status: a.status ?? t('webhooks.noAnswer'), latency: a.latency_ms })}
                    {(a.excerpt ?? a.error) && <pre>{a.excerpt ?? a.error}</pre>}
                  </li>
                ))}
              </ul>
            </td>
            {onRedeliver && (
              <td>
                <button type="button" onClick={() => onRedeliver(d.id)} aria-label={`${t('webhooks.redeliver')} ${d.id}`}>
                  {t('webhooks.redeliver')}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table></TableBox>
  );
}
