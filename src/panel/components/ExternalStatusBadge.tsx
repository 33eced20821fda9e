import type { EXTERNAL_ORDER_STATUSES } from '../../contract/external-order-status.ts';
import { t } from '../i18n/i18n.ts';

type ExternalStatus = (typeof EXTERNAL_ORDER_STATUSES)[number];

/** The tone of each status's badge, as an order's (StatusBadge.tsx): waiting for the payer, paid, or over. */
const TONE: Record<ExternalStatus, 'busy' | 'ok' | 'done'> = { OPEN: 'busy', PAID: 'ok', CANCELED: 'done', EXPIRED: 'done' };

/** An external order's status in the partner's language, with the raw status as its title for developers. */
export function ExternalStatusBadge({ status }: { status: ExternalStatus }) {
  return <span class={`badge ${TONE[status]}`} title={status}>{t(`external.status.${status}`)}</span>;
}
