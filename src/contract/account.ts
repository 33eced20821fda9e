import * as z from 'zod/mini';
import { Money } from './primitives.ts';

/**
 * The partner's account under the debt control of spec section 1: an
 * addition to the spec, at GET /public/account.
 */
export const DebtInvoice = z.object({
  id: z.string(),
  issued_at: z.string(),
  reason: z.literal('late_payment_fine'),
  /** The amount that was paid late, and for how many started days access was disabled. */
  overdue: Money,
  days_disabled: z.int(),
  fine: Money,
  /** Pay the fine by then or access is disabled again. */
  due_at: z.string(),
  status: z.enum(['open', 'paid']),
});
export type DebtInvoice = z.infer<typeof DebtInvoice>;

export const PartnerAccount = z.object({
  tier: z.enum(['standard', 'premium', 'enterprise']),
  status: z.enum(['active', 'disabled']),
  /** Everything owed to the service: partner-paid orders and fines, less payments. */
  debt: Money,
  /** What the open notice asks to be paid by `due_at`; null when nothing is due. */
  amount_due: z.nullable(Money),
  due_at: z.nullable(z.string()),
  /** The fine accrued so far while access is disabled; invoiced when the overdue amount is paid. */
  fine: z.nullable(Money),
  invoices: z.array(DebtInvoice),
});
export type PartnerAccount = z.infer<typeof PartnerAccount>;
