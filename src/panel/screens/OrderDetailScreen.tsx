import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { PanelOrderDetail } from '../../contract/panel.ts';
import { api } from '../api.ts';
import { DeliveryTable } from '../components/DeliveryTable.tsx';
import { ErrorText } from '../components/ErrorText.tsx';
import { Heading } from '../components/Heading.tsx';
import { useAction } from '../components/useAction.ts';
import { formatDateTime, t } from '../i18n/i18n.ts';
import { hrefOf } from '../state/route.ts';

/** One order: its statuses in order, the webhook deliveries about it, its confirmation PDFs. */
export function OrderDetailScreen({ id }: { id: string }) {
  const detail = useSignal<PanelOrderDetail | null>(null);
  const { error, run } = useAction();
  useEffect(() => void run(async () => {
    detail.value = await api<PanelOrderDetail>(`/orders/${encodeURIComponent(id)}`);
  }), [id]);
  const order = detail.value?.order;
  const pdfs = order?.cars.flatMap((car, index) => (car.pdf ? [{ plate: car.plate, index }] : [])) ?? [];
  return (
    <main id="main" tabIndex={-1}>
      <p><a href={hrefOf('orders')}>{t('orders.back')}</a></p>
      <Heading>{t('orders.detailTitle', { id })}</Heading>
      <ErrorText error={error.value} />
      {detail.value && order && (
        <>
          <dl>
            <dt>{t('orders.product')}</dt><dd>{order.product}</dd>
            <dt>{t('orders.plate')}</dt><dd>{order.cars.map((c) => c.plate).join(', ')}</dd>
            <dt>{t('orders.status')}</dt><dd>{order.status}</dd>
          </dl>
          <section aria-labelledby="timeline-title">
            <h2 id="timeline-title">{t('orders.timeline')}</h2>
            <ol class="timeline">
              {detail.value.timeline.map((e, i) => (
                <li key={i}>{t('orders.statusEvent', { status: e.status, time: formatDateTime(e.at) })}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="pdf-title">
            <h2 id="pdf-title">PDF</h2>
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
            ) : <p>{t('orders.noPdf')}</p>}
          </section>
          <section aria-labelledby="order-deliveries-title">
            <h2 id="order-deliveries-title">{t('orders.deliveries')}</h2>
            <DeliveryTable deliveries={detail.value.deliveries} caption={t('orders.deliveries')} />
          </section>
        </>
      )}
    </main>
  );
}
