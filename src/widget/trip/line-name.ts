/**
 * A basket line's name: the product's, which usually names its country already ("Czechia vignette, 10 days");
 * the country goes before it only where it does not ("Austria: Karawanken tunnel (A11) single trip"), so a
 * line never says the country twice.
 */
export function lineName(country: string, product: string, locale: string): string {
  return product.toLocaleLowerCase(locale).includes(country.toLocaleLowerCase(locale)) ? product : `${country}: ${product}`;
}
