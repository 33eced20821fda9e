import { afterEach, describe, expect, it } from 'vitest';
import { findProduct } from '../catalogue/catalogue.ts';
import { openTestApi, orderInput, type TestApi } from '../test-support/harness.ts';
import { placeOrder, reachStatus } from '../test-support/order-kit.ts';
import { pdfTextLines } from '../test-support/pdf-text.ts';
import { type ConfirmationFacts, confirmationPdf } from './confirmation-pdf.ts';

const facts = (slug: string, locale: string | null, more: Partial<ConfirmationFacts> = {}): ConfirmationFacts => ({
  orderId: 'ord_abcdefghijklmnop', product: findProduct(slug)!, plate: '2BC 4567', vehicleCountry: 'CZ', vehicleType: 'car',
  startDate: '2026-12-01', endDate: '2026-12-10', providerId: 'CZ-ABCDEFGHIJKLM-1', issuedAt: '2026-11-23T10:00:00.000Z', locale,
  ...more,
});

describe('confirmationPdf', () => {
  it('copies an order number, plate and provider id letter by letter: "fi", "ff" and "fl" never become ligatures', () => {
    const lines = pdfTextLines(confirmationPdf(facts('vignette-at-10-days', 'en', {
      orderId: 'ord_eionhifidnligcff', plate: 'FL 1 FFI', providerId: 'AT-FIFFL-1',
    })));
    expect(lines).toEqual(expect.arrayContaining([
      'Order: ord_eionhifidnligcff', 'Licence plate: FL 1 FFI (CZ), car', 'Provider registration id: AT-FIFFL-1',
    ]));
  });

  it('writes a Czech order’s confirmation in Czech, with Czech letters, product name and dates', () => {
    expect(pdfTextLines(confirmationPdf(facts('vignette-cz-10-days', 'cs')))).toEqual([
      'Česko',
      'Národní registrace pro užívání silnic',
      'TESTOVACÍ POTVRZENÍ – NEPLATÍ PRO JÍZDU',
      'Dálniční známka Česko, 10\u00a0dní',
      'Registrační značka: 2BC 4567 (CZ), osobní auto',
      'Platnost od 1. prosince 2026 do 10. prosince 2026 (včetně)',
      'Registrační číslo u poskytovatele: CZ-ABCDEFGHIJKLM-1',
      'Objednávka: ord_abcdefghijklmnop',
      'Vystaveno: 23. listopadu 2026 v 10:00:00 UTC',
    ]);
  });

  it('writes a Bulgarian order’s confirmation in Cyrillic, the county named in Bulgarian', () => {
    const pdf = confirmationPdf(facts('vignette-hu-county-gyor-moson-sopron', 'bg', { plate: 'СА 1234 ВК', vehicleCountry: 'BG', vehicleType: 'van' }));
    expect(pdfTextLines(pdf)).toEqual([
      'Унгария',
      'Национална регистрация за ползване на пътищата',
      'ТЕСТОВО ПОТВЪРЖДЕНИЕ – НЕВАЛИДНО ЗА ПЪТУВАНЕ',
      'Годишна винетка Унгария, област Дьор-Мошон-Шопрон',
      'Регистрационен номер: СА 1234 ВК (BG), бус',
      'Валидна от 1 декември 2026 г. до 10 декември 2026 г. (включително)',
      'Регистрационен номер при доставчика: CZ-ABCDEFGHIJKLM-1',
      'Поръчка: ord_abcdefghijklmnop',
      'Издадена: 23 ноември 2026 г. в 10:00:00 ч. UTC',
    ]);
    // The letters are drawn from an embedded font, not replaced: no WinAnsi "?" anywhere.
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    expect(pdf.toString('latin1')).toContain('/Lang (bg)');
  });

  it('writes č ř ő ș ț as they are', () => {
    const lines = [
      ...pdfTextLines(confirmationPdf(facts('vignette-hu-weekly', 'hu', { plate: 'ABC-123', vehicleCountry: 'HU' }))),
      ...pdfTextLines(confirmationPdf(facts('vignette-ro-30-days', 'ro', { plate: 'B 123 ABC', vehicleCountry: 'RO' }))),
    ];
    expect(lines).toEqual(expect.arrayContaining([
      'Heti országos e\u2011matrica (10\u00a0nap)', 'Rovinietă România, 30\u00a0de\u00a0zile', 'Număr de înmatriculare: B 123 ABC (RO), autoturism',
    ]));
    expect(lines.join('\n')).not.toContain('\ufffd');
  });

  it('keeps every letter in the text layer of a document, whatever documents came before it', () => {
    // The Czech Í is drawn from the glyph of I: the next document's I must still read as I.
    confirmationPdf(facts('vignette-cz-10-days', 'cs'));
    expect(pdfTextLines(confirmationPdf(facts('vignette-hu-weekly', 'hu')))[2]).toBe('TESZT-VISSZAIGAZOLÁS – UTAZÁSRA NEM ÉRVÉNYES');
  });

  it('writes English for an order without a locale or in a language without texts', () => {
    for (const locale of [null, 'tlh']) {
      expect(pdfTextLines(confirmationPdf(facts('tunnel-at-karawanken', locale))).slice(0, 5)).toEqual([
        'Austria', 'National road-use registration', 'SANDBOX CONFIRMATION – NOT VALID FOR TRAVEL',
        'Karawanken tunnel (A11) single trip', 'Licence plate: 2BC 4567 (CZ), car',
      ]);
    }
  });
});

describe('GET /public/orders/{id}/cars/{index}/confirmation.pdf', () => {
  let api: TestApi;
  afterEach(async () => api.close());

  it('is written in the locale the order was created with', async () => {
    api = openTestApi();
    const czech = await placeOrder(api, orderInput({ locale: 'cs-CZ' }, {
      product: 'vignette-cz-10-days', vehicle: { plate: '2BC 4567', country: 'CZ', type: 'car' },
    }));
    const bulgarian = await placeOrder(api, orderInput({ locale: 'bg' }, {
      product: 'ferry-bg-oryahovo', vehicle: { plate: 'CA 1234 BK', country: 'BG', type: 'moto' },
    }));
    for (const order of [czech, bulgarian]) await reachStatus(api, order.id, 'ACTIVE');
    const lines = async (id: string) =>
      pdfTextLines(Buffer.from(await (await api.call(`/public/orders/${id}/cars/0/confirmation.pdf`)).arrayBuffer()));

    expect((await lines(czech.id)).slice(0, 5)).toEqual([
      'Česko', 'Národní registrace pro užívání silnic', 'TESTOVACÍ POTVRZENÍ – NEPLATÍ PRO JÍZDU',
      'Dálniční známka Česko, 10\u00a0dní', 'Registrační značka: 2BC 4567 (CZ), osobní auto',
    ]);
    expect((await lines(bulgarian.id)).slice(0, 5)).toEqual([
      'България', 'Национална регистрация за ползване на пътищата', 'ТЕСТОВО ПОТВЪРЖДЕНИЕ – НЕВАЛИДНО ЗА ПЪТУВАНЕ',
      'Ферибот Оряхово–Бекет', 'Регистрационен номер: CA 1234 BK (BG), мотоциклет',
    ]);
  });
});
