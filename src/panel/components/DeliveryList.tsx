import type { PanelDelivery } from '../../contract/panel.ts';
import type { DeliveryOutcome } from '../../contract/panel-events.ts';
import { formatDateTime, t } from '../i18n/i18n.ts';
import { hrefOf } from '../state/route.ts';

/** What a delivery's outcome is called in the log (failing: given up, or retrying after a refusal). */
export function outcomeOf(d: PanelDelivery): DeliveryOutcome {
  if (d.state === 'delivered') return 'delivered';
  return d.state === 'failed' || d.attempts.length > 0 ? 'failing' : 'waiting';
}

const TONE = { delivered: 'ok', failing: 'bad', waiting: 'busy' } as const;

/** A payload indented to read; one that is not JSON (never ours, but the log must still open) as it is. */
function pretty(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/**
 * The JSON pretty-printed to read; the exact bytes are what the signature covers, so they follow as sent, for a
 * developer who checks a signature by hand. The order's link is here, not on the summary line: a link
 * inside a summary is a control nested in a control, which screen readers may not reach.
 */
function DeliveryDetails({ d, showOrder }: { d: PanelDelivery; showOrder: boolean }) {
  return (
    <div class="delivery-body">
      {showOrder && d.order_id && <p><a href={hrefOf('orders', d.order_id)}>{t('orders.detailTitle', { id: d.order_id })}</a></p>}
      <h3>{t('webhooks.attempts')}</h3>
      {d.attempts.length ? (
        <ol class="attempts">
          {d.attempts.map((a) => (
            <li key={a.attempt}>
              {t('webhooks.attempt', { n: a.attempt, status: a.status ?? t('webhooks.noAnswer'), latency: a.latency_ms })}
              {' · '}{formatDateTime(a.at)}
              {a.url && <> · <code>{a.url}</code></>}
              {(a.excerpt ?? a.error) && <pre>{a.excerpt ?? a.error}</pre>}
            </li>
          ))}
        </ol>
      ) : <p>{t('webhooks.outcome.waiting')}</p>}
      <h3>{t('webhooks.headers')}</h3>
      <dl class="headers">
        <dt><code>webhook-id</code></dt><dd><code>{d.id}</code></dd>
        <dt><code>webhook-timestamp</code></dt><dd>{t('webhooks.headerTimestamp')}</dd>
        <dt><code>webhook-signature</code></dt><dd>{t('webhooks.headerSignature')}</dd>
        <dt><code>content-type</code></dt><dd><code>application/json</code></dd>
      </dl>
      <h3>{t('webhooks.payload')}</h3>
      <pre class="payload">{pretty(d.payload)}</pre>
      <h3>{t('webhooks.payloadExact')}</h3>
      <pre class="payload">{d.payload}</pre>
    </div>
  );
}

/**
 * Deliveries, newest first, each a disclosure: its summary line (event, outcome, time, the order it is about)
 * opens the attempts (status, latency, response excerpt), the headers and the exact payload. Redeliver is offered
 * for what was tried, not for what is still waiting for its first attempt; its outcome is said beside the button,
 * where the partner is, not above a long list. An order's own page leaves out the order (`showOrder`). `empty` says
 * why there is none: a filtered log is not an empty one.
 */
export function DeliveryList({ deliveries, label, onRedeliver, redelivered, showOrder = false, empty = t('webhooks.logEmpty') }: {
  deliveries: PanelDelivery[]; label: string; onRedeliver?: (id: string) => void; redelivered?: string | null;
  showOrder?: boolean; empty?: string;
}) {
  if (!deliveries.length) return <p>{empty}</p>;
  return (
    <ul class="deliveries" aria-label={label}>
      {deliveries.map((d) => {
        const outcome = outcomeOf(d);
        return (
          <li key={d.id}>
            <details>
              <summary>
                <strong>{d.event_type}</strong>{' '}
                <span class={`badge ${TONE[outcome]}`}>{t(`webhooks.outcome.${outcome}`)}</span>{' '}
                {formatDateTime(d.created_at)}
                {showOrder && d.order_id && <> · {t('orders.detailTitle', { id: d.order_id })}</>}
                {' · '}<code>{d.id}</code>
              </summary>
              <DeliveryDetails d={d} showOrder={showOrder} />
              {onRedeliver && outcome !== 'waiting' && (
                <button type="button" onClick={() => onRedeliver(d.id)} aria-label={`${t('webhooks.redeliver')} ${d.id}`}>
                  {t('webhooks.redeliver')}
                </button>
              )}
              {onRedeliver && <p role="status">{redelivered === d.id ? t('webhooks.redelivered', { id: d.id }) : ''}</p>}
            </details>
          </li>
        );
      })}
    </ul>
  );
}
