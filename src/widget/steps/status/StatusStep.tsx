import { useStore } from '../../app/context.ts';
import { orderRows } from '../order-rows.ts';
import { ManageOrder } from './ManageOrder.tsx';
import { OrderEnding } from './OrderEnding.tsx';
import { countryNamer } from '../../lib/countries.ts';
import { StatusView } from './StatusView.tsx';
import { FINAL_STATUSES, statusTone, waitReason } from './status-text.ts';
import { tracked } from '../../app/tracked.ts';

export const StatusStep = tracked(function StatusStep() {
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
      ending={FINAL_STATUSES.includes(order.status) && <OrderEnding />}
      reason={waitReason(order, s.catalogue.value?.status.providers ?? [], t, countryNamer(s.locale), s.locale)}
      onStartOver={s.startOver}
      manage={<ManageOrder />}
    />
  );
});
