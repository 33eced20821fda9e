import type { ComponentChildren } from 'preact';

export interface SummaryRow {
  label: string;
  value: ComponentChildren;
  /**
   * A value that reads best in one piece (a basket line's days and price): beside its label when it fits, else
   * on the line below, where it breaks only if it must.
   */
  wide?: boolean;
  /** A code the shopper may have to quote (an order number): as `wide`, a little smaller, and never broken. */
  code?: boolean;
}

const rowClass = (row: SummaryRow) =>
  `rc-summary__row${row.wide || row.code ? ' rc-summary__row--wide' : ''}${row.code ? ' rc-summary__row--code' : ''}`;

/**
 * An e-mail address as a value: too long for its line, it breaks before a dot or its @, the way addresses are
 * set, not in the middle of a word. The break points are <wbr> elements, not characters, so the address copied
 * from the page is the address.
 */
export const emailValue = (email: string): ComponentChildren =>
  email.split(/(?=[.@])/).map((part, i) => (i ? <><wbr />{part}</> : part));

/** Label/value pairs of an order; `total` closes the list, set apart. */
export function Summary({ rows, total }: { rows: SummaryRow[]; total?: SummaryRow }) {
  return (
    <dl class="rc-summary">
      {rows.map((row) => (
        <div key={row.label} class={rowClass(row)}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      {total && (
        <div class="rc-summary__row rc-summary__total">
          <dt>{total.label}</dt>
          <dd>{total.value}</dd>
        </div>
      )}
    </dl>
  );
}
