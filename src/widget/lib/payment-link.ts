/**
 * The payment link as the widget's frame opens it: in the shopper's language
 * (`lang`), and naming the origin it is shown on (`origin`: the page that runs
 * the widget), which the payment page may be framed by, and tells the result,
 * only when the partner registered it.
 */
export function paymentLinkIn(link: string | null, locale: string, origin: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    url.searchParams.set('lang', locale);
    url.searchParams.set('origin', origin);
    return url.href;
  } catch {
    return null;
  }
}
