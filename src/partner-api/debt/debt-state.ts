import type { Db } from '../db/open-database.ts';
import { accruedFine } from './debt-rules.ts';
import { openNotice, type NoticeRow } from './debt-store.ts';

/**
 * Where the partner stands against its open notice. No ledger sum here: the
 * access check runs this on every request; `balanceOf` is summed only where
 * the debt is shown.
 */
export interface DebtState {
  notice: NoticeRow | undefined;
  /** The open notice is past its deadline. */
  disabled: boolean;
  /** Fine accrued so far while disabled, in cents; null while active. */
  fine: number | null;
}

/**
 * Derived from the stored ledger and the sandbox clock at each call, not set
 * by a job: access goes off at the very millisecond of the deadline, and a
 * clock moved forward or a restart needs no catching up.
 */
export function debtState(db: Db, partnerId: string, now: number): DebtState {
  const notice = openNotice(db, partnerId);
  const disabled = notice !== undefined && now >= notice.due_at;
  return {
    notice,
    disabled,
    fine: disabled ? accruedFine(notice.amount, notice.due_at, now) : null,
  };
}
