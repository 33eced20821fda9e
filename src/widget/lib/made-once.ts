/**
 * `make` for each set of arguments once, kept for the page's life. For Intl's formats, which are slow to make
 * (milliseconds each on a slow phone) and quick to use: a trip lists dozens of prices and dates a render, and
 * the keys are few (a locale, a currency).
 */
export function madeOnce<A extends string[], T>(make: (...args: A) => T): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args) => {
    const key = args.join('\n');
    if (!made.has(key)) made.set(key, make(...args));
    return made.get(key)!;
  };
}
