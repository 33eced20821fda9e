import type { PartnerApiCore } from '../core.ts';
import type { JobHandler, JobKind } from '../jobs/job-scheduler.ts';
import { findExternalOrderRow } from './external-order-store.ts';
import { externalStatusAfter, moveExternalOrder } from './move-external-order.ts';

export type ExternalOrderJobKind = Extract<JobKind, `external_order.${string}`>;

/** `expires_in` after creation an OPEN external order is EXPIRED; paid or cancelled ones are left alone. */
export function externalOrderJobHandlers(core: PartnerApiCore): Record<ExternalOrderJobKind, JobHandler> {
  return {
    'external_order.expire': (id) => {
      const row = findExternalOrderRow(core.db, id);
      if (row && externalStatusAfter(row.status, 'expire') !== undefined) moveExternalOrder(core, id, 'expire');
    },
  };
}
