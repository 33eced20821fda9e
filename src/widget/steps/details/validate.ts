import { CheckoutRequest } from '../../../contract/widget-api.ts';
import type { CheckoutRequest as CheckoutRequestInput } from '../../../contract/widget-api.ts';
import type { UserField } from '../../../contract/product.ts';
import type { Translate } from '../../i18n/t.ts';
import { formatDate, isWithin } from '../../lib/dates.ts';
import { FIELDS_BY_STEP, type FieldErrors } from '../../app/steps.ts';

export interface DetailsRules {
  vinRequired: boolean;
  requiredUserFields: readonly UserField[];
  minDate: string;
  maxDate: string;
  locale: string;
}

type DetailsField = (typeof FIELDS_BY_STEP.details)[number];
const isDetailsField = (name: unknown): name is DetailsField =>
  (FIELDS_BY_STEP.details as readonly unknown[]).includes(name);

/**
 * The contract schema decides what is well formed; the product decides what
 * is required. Messages come from the widget's locale, not from zod, so they
 * can be translated and name the fix.
 */
export function validateDetails(request: CheckoutRequestInput, rules: DetailsRules, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  const dateMessage = () => t('error.start_date', {
    min: formatDate(rules.minDate, rules.locale),
    max: formatDate(rules.maxDate, rules.locale),
  });
  const message = (field: DetailsField) => (field === 'start_date' ? dateMessage() : t(`error.${field}`));

  const parsed = CheckoutRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isDetailsField(field)) errors[field] ??= message(field);
    }
  }
  if (rules.vinRequired && !request.vin) errors.vin ??= message('vin');
  for (const field of rules.requiredUserFields) {
    if (field !== 'email' && !request[field]) errors[field] ??= message(field);
  }
  if (!isWithin(request.start_date, rules.minDate, rules.maxDate)) errors.start_date ??= dateMessage();
  return errors;
}
