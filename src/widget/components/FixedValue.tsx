/**
 * A choice the partner made for the shopper (the element's `country` or
 * `product`): shown as plain text, since nothing about it can change here.
 */
export function FixedValue({ label, value, hint }: { label: string; value: string; hint?: string | null }) {
  return (
    <div class="rc-field rc-fixed">
      <p class="rc-fixed__label">{label}</p>
      <p class="rc-fixed__value">{value}</p>
      {hint && <p class="rc-hint">{hint}</p>}
    </div>
  );
}
