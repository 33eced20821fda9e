import { DELIVERY_OUTCOMES, PANEL_EVENT_TYPES } from '../../contract/panel-events.ts';

export interface DeliveryFilterValues { type: string; outcome: string }

export const NO_DELIVERY_FILTERS: DeliveryFilterValues = { type: '', outcome: '' };

/** The log's filters and page as a query: the screen's URL holds it, and the API is asked it as it is. */
export function deliveryQuery(values: DeliveryFilterValues, page: number): URLSearchParams {
  const query = new URLSearchParams();
  if (values.type) query.set('type', values.type);
  if (values.outcome) query.set('outcome', values.outcome);
  if (page > 1) query.set('page', String(page));
  return query;
}

/**
 * The delivery log as a URL (`#/webhooks?outcome=failing&page=2`), so Back, Forward, a reload and a bookmark find
 * the same page of the same log.
 */
export function deliveriesHref(values: DeliveryFilterValues, page: number): string {
  const search = deliveryQuery(values, page).toString();
  return `#/webhooks${search ? `?${search}` : ''}`;
}

/** The filters and page a log URL's query holds; a value the log does not know is read as none. */
export function deliveriesOf(search: string): { values: DeliveryFilterValues; page: number } {
  const query = new URLSearchParams(search);
  const type = PANEL_EVENT_TYPES.find((x) => x === query.get('type')) ?? '';
  const outcome = DELIVERY_OUTCOMES.find((x) => x === query.get('outcome')) ?? '';
  const page = Number(query.get('page'));
  return { values: { type, outcome }, page: Number.isInteger(page) && page > 1 ? page : 1 };
}
