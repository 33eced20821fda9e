/**
 * Product names each once, in the order first met, with how many of it ("2 × Vignetta Austria, 10 giorni"):
 * a basket's title on the payment page, whoever writes it (the BFF's description, the page's own for none).
 */
export function countedNames(names: readonly string[], locale: string): { n: number; text: string }[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const number = new Intl.NumberFormat(locale);
  return [...counts].map(([name, n]) => ({ n, text: n > 1 ? `${number.format(n)}\u00a0×\u00a0${name}` : name }));
}
