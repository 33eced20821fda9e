import { t } from '../i18n/i18n.ts';

/** How many pages a list of `total` has; an empty list still has its one page. */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * Previous and next page of a list, with where the partner is; the buttons stay put so focus is not lost. Its
 * landmark is named after its list (`of`): a screen with two lists has two pagers a screen reader tells apart.
 */
export function Pager({ of, page, total, perPage, busy, onTurn }: {
  of: string; page: number; total: number; perPage: number; busy: boolean; onTurn: (by: number) => void;
}) {
  const pages = pageCount(total, perPage);
  const where = t('orders.page', { page, pages });
  return (
    <nav class="pager" aria-label={`${of}: ${where}`}>
      <button type="button" disabled={busy || page <= 1} onClick={() => onTurn(-1)}>{t('orders.previous')}</button>
      <span>{where}</span>
      <button type="button" disabled={busy || page >= pages} onClick={() => onTurn(1)}>{t('orders.next')}</button>
    </nav>
  );
}
