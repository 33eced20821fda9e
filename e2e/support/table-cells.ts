import type { Page } from 'playwright-core';

/** A panel table's cells with something in them that its box or the screen cuts off: each should show whole. */
export const cutOffCells = (page: Page, table: string | RegExp) => page.getByRole('region', { name: table }).evaluate((box) => {
  const { left } = box.getBoundingClientRect();
  const right = Math.min(left + box.clientWidth, document.documentElement.clientWidth);
  return [...box.querySelectorAll('tbody th, tbody td')].filter((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    const shown = range.getBoundingClientRect();
    return cell.textContent?.trim() && (shown.width === 0 || shown.left < left - 0.5 || shown.right > right + 0.5);
  }).map((cell) => cell.textContent);
});
