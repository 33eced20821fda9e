import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { PanelOrderDetail } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { DeliveryList } from '../components/DeliveryList.tsx';
import { ErrorText } from '../components/ErrorText.tsx';
import { Heading } from '../components/Heading.tsx';
import { useAction } from '../components/useAction.ts';
import { formatDateTime, locale, t } from '../i18n/i18n.ts';
import { session } from '../state/session.ts';
import { CancelOrder, canCancel } from './CancelOrder.tsx';
import { OrderFacts } from './OrderFacts.tsx';
import { lastOrdersHref } from './orders-query.ts';
import { SandboxOrderActions, hasSandboxActions } from './SandboxOrderActions.tsx';
import { SupportRefund } from './SupportRefund.tsx';

/** One order: its statuses in order, the webhook deliveries about it, its confirmation PDFs. */
export function OrderDetailScreen({ id }: { id: string }) {
  const detail = useSignal<PanelOrderDetail | null>(null);
  const status = useSignal('');
  const { error, run } = useAction();
  const load = () => run(async () => {
    detail.value = await api<PanelOrderDetail>(`/orders/${encodeURIComponent(id)}?lang=${locale.value.language}`);
  });
  useEffect(() => void load(), [id, locale.value.language]);
  // What an action did takes the focus: the button the partner pressed is often gone with the state it acted on.
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (status.value) said.current?.focus();
  }, [status.value]);
  const order = detail.value?.order;
  const pdfs = order?.cars.flatMap((car, index) => (car.pdf ? [{ plate: car.plate, index }] : [])) ?? [];
  return (
    <main id="main" tabIndex={-1}>
      <p><a href={lastOrdersHref()}>{t('orders.back')}</a></p>
      <Heading>{t('orders.detailTitle', { id })}</Heading>
      <ErrorText error={error.value} />
      {detail.value && order && (
        <>
          <OrderFacts order={order} />
          <p role="status" tabIndex={-1} ref={said}>{status.value}</p>
          {canCancel(order) && (
            <CancelOrder order={order} onDone={(next) => {
              detail.value = next;
              status.value = t('orders.cancelled');
            }} />
          )}
          {order.status === 'DELETED' && (
            <SupportRefund order={order} onDone={() => void load().then(() => { status.value = t('orders.supportRefunded'); })} />
          )}
          {session.value?.sandbox && hasSandboxActions(order) && (
            <SandboxOrderActions
              order={order} onDone={(message) => void load().then(() => { status.value = message; })}
            />
          )}
          <section aria-labelledby="timeline-title">
            <h2 id="timeline-title">{t('orders.timeline')}</h2>
            <ol class="timeline">
              {detail.value.timeline.map((e, i) => (
                <li key={i}>
                  {t('orders.statusEvent', { status: t(`status.${e.status}`), time: formatDateTime(e.at) })}
                  {' '}<code>{e.status}</code>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="pdf-title">
            <h2 id="pdf-title">{t('orders.pdfTitle')}</h2>
            {pdfs.length ? (
              <ul>
                {pdfs.map((p) => (
                  <li key={p.index}>
                    <a href={`/panel/api/orders/${encodeURIComponent(order.id)}/cars/${p.index}/confirmation.pdf`}>
                      {t('orders.pdf', { plate: p.plate })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : <p>{t(order.status === 'REFUNDED' || order.status === 'DELETED' ? 'orders.noPdfEnded' : 'orders.noPdf')}</p>}
          </section>
          <section aria-labelledby="order-deliveries-title">
            <h2 id="order-deliveries-title">{t('orders.deliveries')}</h2>
            <DeliveryList deliveries={detail.value.deliveries} label={t('orders.deliveries')} />
          </section>
        </>
      )}
    </main>
  );
}
