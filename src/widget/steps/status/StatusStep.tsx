import { useStore } from '../../app/context.ts';
import { orderRows } from '../order-rows.ts';
import { ManageOrder } from './ManageOrder.tsx';
import { StatusView } from './StatusView.tsx';
import { endingOf, statusTone } from './status-text.ts';

export function StatusStep() {
  const s = useStore();
  const { t } = s;
  const order = s.order.value;
  if (!order) return null;
  return (
    <StatusView
      t={t}
      status={s.status.value}
      tone={statusTone(order.status)}
      rows={orderRows(order, s)}
      stream={s.streamState.value}
      notice={s.notice.value?.message ?? null}
      active={order.status === 'ACTIVE'}
      confirmationHref={s.confirmationHref.value}
      ending={endingOf(order, t)}
      supportUrl={order.support_url}
      onStartOver={s.startOver}
      manage={<ManageOrder />}
    />
  );
}
