export interface SummaryRow {
  label: string;
  value: string;
  /** A value quoted as it is (an order number): never broken, it takes the line below its label when it must. */
  whole?: boolean;
}

/**
 * An e-mail address as a value: too long for its line, it breaks before its @ (a zero-width space there), not
 * in the middle of a word.
 */
export const emailValue = (email: string) => email.replace('@', '\u200b@');

/** Label/value pairs of an order; `total` closes the list, set apart. */
export function Summary({ rows, total }: { rows: SummaryRow[]; total?: SummaryRow }) {
  return (
    <dl class="rc-summary">
      {rows.map((row) => (
        <div key={row.label} class={row.whole ? 'rc-summary__row rc-summary__row--whole' : 'rc-summary__row'}>
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
