import { useStore } from '../../app/context.ts';
import { StatusView } from './StatusView.tsx';
import { statusTone } from './status-text.ts';

export function StatusStep() {
  const s = useStore();
  const order = s.order.value;
  if (!order) return null;
  return (
    <StatusView
      t={s.t}
      status={s.status.value}
      tone={statusTone(order.status)}
      summary={`${order.product.name} · ${order.vehicle.plate}`}
      stream={s.streamState.value}
      confirmationHref={s.confirmationHref.value}
      // The payment page can be reopened while the order still waits for it.
      canGoBack={order.status === 'CREATED' && !order.paid && order.payment_link !== null}
      onBack={s.back}
    />
  );
}
