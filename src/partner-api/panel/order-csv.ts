import type { PanelOrder } from '../../contract/panel.ts';

const COLUMNS: [string, (o: PanelOrder) => string | number][] = [
  ['id', (o) => o.id],
  ['custom_id', (o) => o.custom_id ?? ''],
  ['purchase_date', (o) => o.purchase_date],
  ['status', (o) => o.status],
  ['product', (o) => o.product],
  ['product_name', (o) => o.product_name],
  ['type', (o) => o.type],
  ['country', (o) => o.country],
  ['subaccount', (o) => o.subaccount ?? ''],
  ['email', (o) => o.email],
  ['plates', (o) => o.cars.map((c) => c.plate).join(' | ')],
  ['start_date', (o) => o.start_date],
  ['end_date', (o) => o.end_date],
  ['amount', (o) => (o.price.amount / 100).toFixed(2)],
  ['currency', (o) => o.price.currency],
  ['collected_by', (o) => (o.order_has_been_paid ? 'partner' : 'service')],
];

/**
 * One field of RFC 4180 CSV. A text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
 * leading apostrophe: a shopper's e-mail or plate must never become a formula on the partner's machine.
 */
function field(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The orders as CSV with a header row, CRLF line ends (RFC 4180) and amounts in major units. */
export function ordersCsv(orders: PanelOrder[]): string {
  const lines = [COLUMNS.map(([name]) => name), ...orders.map((o) => COLUMNS.map(([, of]) => field(of(o))))];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
