import type { CheckoutRequest } from '../../../contract/widget-api.ts';
import { invalidRequestFields } from '../../lib/checks.ts';
import type { UserField } from '../../../contract/product.ts';
import type { Translate } from '../../i18n/t.ts';
import { isWithin } from '../../lib/dates.ts';
import { formatDate } from '../../lib/date-format.ts';
import { FIELDS_BY_STEP, type FieldErrors } from '../../app/steps.ts';

export interface DetailsRules {
  vinRequired: boolean;
  requiredUserFields: readonly UserField[];
  minDate: string;
  maxDate: string;
  /** Whether the product may start on a day in range: the weekend vignette on a Friday only (contract/start-days). */
  mayStart: (date: string) => boolean;
  locale: string;
  /** A phone number as the shopper's country writes one. */
  phoneExample: string;
}

export type DetailsField = (typeof FIELDS_BY_STEP.details)[number];
const isDetailsField = (name: unknown): name is DetailsField =>
  (FIELDS_BY_STEP.details as readonly unknown[]).includes(name);

/**
 * The contract's rules (lib/checks.ts) decide what is well formed; the product decides what
 * is required. Messages come from the widget's locale, so they
 * can be translated and name the fix.
 */
export function validateDetails(request: CheckoutRequest, rules: DetailsRules, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  const message = (field: DetailsField) => detailsMessage(field, rules, t);
  const dateMessage = () => message('start_date');

  for (const field of invalidRequestFields(request)) {
    if (isDetailsField(field)) errors[field] ??= message(field);
  }
  if (rules.vinRequired && !request.vin) errors.vin ??= message('vin');
  for (const field of rules.requiredUserFields) {
    if (field !== 'email' && !request[field]) errors[field] ??= message(field);
  }
  if (!isWithin(request.start_date, rules.minDate, rules.maxDate)) errors.start_date ??= dateMessage();
  else if (!rules.mayStart(request.start_date)) errors.start_date ??= t('error.startFriday');
  return errors;
}

/** What to fix in one details field, with this order's date range and the shopper's phone format. */
export function detailsMessage(field: DetailsField, rules: DetailsRules, t: Translate): string {
  if (field === 'phone') return t('error.phone', { example: rules.phoneExample });
  if (field !== 'start_date') return t(`error.${field}`);
  return t('error.start_date', { min: formatDate(rules.minDate, rules.locale), max: formatDate(rules.maxDate, rules.locale) });
}
