export const STEPS = ['product', 'vehicle', 'details', 'review', 'payment', 'status'] as const;
export type Step = (typeof STEPS)[number];

/** Fields of each input step, in screen order (the first invalid one gets focus). */
export const FIELDS_BY_STEP = {
  product: ['country', 'product', 'vehicle_type'],
  vehicle: ['vehicle_country', 'plate'],
  details: ['start_date', 'email', 'vin', 'first_name', 'last_name', 'phone', 'address'],
} as const;

type InputStep = keyof typeof FIELDS_BY_STEP;
export type FieldName = (typeof FIELDS_BY_STEP)[InputStep][number];
export type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_ORDER = Object.values(FIELDS_BY_STEP).flat() as FieldName[];

export function isFieldName(name: unknown): name is FieldName {
  return FIELD_ORDER.includes(name as FieldName);
}

/**
 * The fields `shown` in error, each with what `found` says of it now (in a new language); one it no longer
 * finds (the register's word on a plate) keeps its words.
 */
export const sayAgain = (shown: FieldErrors, found: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(shown).map(([field, words]) => [field, found[field as FieldName] ?? words]));

export function firstInvalid(errors: FieldErrors): FieldName | null {
  return FIELD_ORDER.find((f) => errors[f]) ?? null;
}

export function stepOfField(field: FieldName): InputStep {
  return (Object.keys(FIELDS_BY_STEP) as InputStep[]).find((s) => (FIELDS_BY_STEP[s] as readonly string[]).includes(field)) ?? 'details';
}
