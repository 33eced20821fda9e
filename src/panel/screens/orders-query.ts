import { NO_FILTERS, type OrderFilterValues } from './OrderFilters.tsx';

const NAMES = Object.keys(NO_FILTERS) as (keyof OrderFilterValues)[];

/**
 * The order list as a URL: its filters as the partner typed them and its page (`#/orders?status=ACTIVE&page=2`), so
 * the browser's Back, a bookmark and "Back to orders" from an order all find the same list.
 */
export function ordersHref(values: OrderFilterValues, page: number): string {
  const query = new URLSearchParams();
  for (const name of NAMES) if (values[name].trim()) query.set(name, values[name].trim());
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `#/orders${search ? `?${search}` : ''}`;
}

/** The filters and page an order list URL's query holds; anything else in it is ignored. */
export function ordersOf(search: string): { values: OrderFilterValues; page: number } {
  const query = new URLSearchParams(search);
  const values = Object.fromEntries(NAMES.map((name) => [name, query.get(name) ?? ''])) as unknown as OrderFilterValues;
  const page = Number(query.get('page'));
  return { values, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

let last = '#/orders';

/** The list the partner last looked at, for an order's "Back to orders". */
export const lastOrdersHref = () => last;
export const rememberOrders = (href: string) => {
  last = href;
};
