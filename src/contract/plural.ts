/**
 * A message's count in the grammar of its language: `{total, plural, =1 {This order} one {# order} other {# orders}}`,
 * the ICU MessageFormat subset the catalogues use, so "1 orders" or Czech "2 objednávek" never shows. A form is
 * chosen by the exact count first, then by `Intl.PluralRules` (Czech has one, few and other, Slovenian also two),
 * then `other`; `#` is the count in the locale's digits. A form holds no braces: fill placeholders first.
 */
const BLOCK = /\{(\w+), ?plural,((?:\s*(?:=\d+|zero|one|two|few|many|other) ?\{[^{}]*\})+)\s*\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other) ?\{([^{}]*)\}/g;

export function plurals(text: string, params: Record<string, string | number> | undefined, locale: string): string {
  return text.replace(BLOCK, (whole, name: string, body: string) => {
    const count = params?.[name];
    if (typeof count !== 'number') return whole;
    const forms = new Map([...body.matchAll(FORM)].map((m) => [m[1]!, m[2]!]));
    const form = forms.get(`=${count}`) ?? forms.get(new Intl.PluralRules(locale).select(count)) ?? forms.get('other') ?? whole;
    return form.replace(/#/g, new Intl.NumberFormat(locale).format(count));
  });
}

/** The forms a message's plural blocks give, by argument: for the catalogues' checks. */
export function pluralForms(text: string): Map<string, string[]> {
  return new Map([...text.matchAll(BLOCK)].map((m) => [m[1]!, [...m[2]!.matchAll(FORM)].map((f) => f[1]!)]));
}
