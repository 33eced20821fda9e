/** The hosted payment page speaks the shopper's language when its link says which (`lang`). */
export function paymentLinkIn(link: string | null, locale: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    url.searchParams.set('lang', locale);
    return url.href;
  } catch {
    return link;
  }
}
