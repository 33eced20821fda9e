import { describe, expect, it } from 'vitest';
import { REGISTRATION_COUNTRIES } from './widget/lib/countries.ts';
import { validatePlate } from './partner-api/vehicles/validate-plate.ts';
import { plateExample } from './widget/lib/plates.ts';

/**
 * The widget's plate hint teaches a format; the Partner API checks it and answers the plate as the country writes
 * it, which the review, the payment page and the PDF then show. A shopper who types the example must be accepted,
 * and see the very plate they typed come back.
 */
describe('the plate examples the widget shows', () => {
  it.each([...REGISTRATION_COUNTRIES])('%s: its example passes the plate check, already written as the check writes it', (country) => {
    const example = plateExample(country);
    expect(validatePlate(example, country)).toMatchObject({ valid: true, plate: example });
  });
});
