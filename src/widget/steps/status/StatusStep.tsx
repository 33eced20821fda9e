import { useStore } from '../../app/context.ts';
import { Later } from '../../app/Later.tsx';
import { orderRows } from '../order-rows.ts';
import { ManageOrder } from './ManageOrder.tsx';
import { countryNamer } from '../../lib/countries.ts';
import { StatusView } from './StatusView.tsx';
import { FINAL_STATUSES, statusTone, waitReason } from './status-text.ts';
import { tracked } from '../../app/tracked.ts';
import { plateOnOneLine } from '../../lib/plates.ts';

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
      plate={plateOnOneLine(order.vehicle.plate)}
      confirmationHref={s.confirmationHref.value}
      // Rare (a failure, a refund, a lapse): it comes with the manage chunk, under the status that says it already.
      ending={FINAL_STATUSES.includes(order.status) && <Later part="OrderEnding" />}
      reason={waitReason(
        order, s.catalogue.value?.status.providers ?? [], t, countryNamer(s.locale), s.locale, s.core.deps.today(),
      )}
      onStartOver={s.startOver}
      manage={<ManageOrder />}
    />
  );
});
