import { type FieldErrors, type FieldName, firstInvalid, isFieldName, stepOfField } from '../../app/steps.ts';
import type { Step } from '../../app/steps.ts';

export interface ServerFieldErrors {
  fields: FieldErrors;
  /** The earliest step holding one of the fields, where the shopper fixes them. */
  step: Step | null;
  /** Messages no field of the widget owns; shown on the review step. */
  other: string[];
}

/**
 * Maps problem `errors[]` (paths like `email` or `user.email`) onto the
 * widget's fields, each with the widget's own sentence for that field in the
 * shopper's language (`say`); the server's English stays for what no field owns.
 */
export function mapServerErrors(
  errors: { path: string; message: string }[], say: (field: FieldName) => string,
): ServerFieldErrors {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const { path, message } of errors) {
    const name = path.split('.').pop();
    if (isFieldName(name)) fields[name] ??= say(name);
    else other.push(message);
  }
  const first = firstInvalid(fields);
  return { fields, step: first ? stepOfField(first) : null, other };
}
