import type { SummaryRow } from '../components/Summary.tsx';
import type { Translate } from '../i18n/t.ts';

/** What a product may ask for beyond the plate and e-mail, in the order the form asks for it. */
const EXTRA_FIELDS = ['vin', 'first_name', 'last_name', 'phone', 'address'] as const;

/**
 * The review's rows for what a product asks beyond the basics (a VIN, Moldova's user fields), each as it will be
 * sent, so the shopper sees them before paying: one order's review and a trip's basket alike.
 */
export function extraRows(sent: Partial<Record<(typeof EXTRA_FIELDS)[number], string>>, t: Translate): SummaryRow[] {
  return EXTRA_FIELDS.flatMap((field) => {
    const value = sent[field];
    // A VIN is checked against the registration document character by character: never broken.
    return value ? [{ label: t(`field.${field}`), value, code: field === 'vin' }] : [];
  });
}
