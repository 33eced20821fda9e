import { ROUTE_LIMITS, type RouteKey } from '../rate-limit/limits.ts';
import { operationProblems } from './operation.ts';
import { OPERATIONS } from './operations/index.ts';

const STATUSES = `| Status | Meaning | What to do |
|---|---|---|
| \`CREATED\` | Created; waiting for payment (\`order_has_been_paid: false\`, at most 24 h) or about to be processed | Wait for the webhook; an unpaid order has a \`payment_link\` |
| \`DEFERRED\` | Paid; its start date is more than 3 days away | Nothing: it goes to the national provider 3 days before; \`cancel-deferred\` cancels it |
| \`PENDING\` | With the national provider | Wait (seconds); \`cancel-pending\` cancels it; a provider that is down keeps it here |
| \`WILL BE ACTIVE\` | Registered; waiting for the provider's id (heavy load) or for its start date (1 to 3 days away) | Wait |
| \`ACTIVE\` | Valid; \`provider_id\` and each car's \`pdf\` are there | Show the confirmation PDF |
| \`EXPIRED\` | Its validity ran out, or (\`paid: false\`) it was never paid within 24 h | Nothing |
| \`REFUNDED\` | Cancelled or charged back; \`refunded_at\` says when | Nothing |
| \`DELETED\` | The national provider failed it | Contact support |`;

const CONFLICTS = `| Code | Retry? |
|---|---|
| \`duplicate_order\` | Never: the vehicle already has this product for an overlapping period |
| \`idempotency_key_in_use\` | Yes, later, with the same key and body |
| \`order_not_cancellable\`, \`order_not_modifiable\` | Not as is: read the order again first |
| \`reference_id_taken\` | Not as is: use another \`reference_id\`, or send the first body again |
| \`external_order_paid\` | Never: refund it instead |`;

function limitsTable(): string {
  const rows = (Object.entries(ROUTE_LIMITS) as [RouteKey, (typeof ROUTE_LIMITS)[RouteKey]][]).map(([route, l]) =>
    `| \`${route}\` | ${l.perMinute.standard} | ${l.perMinute.premium} | ${l.perMinute.enterprise} | ${l.perId ? 'per id' : 'per route'} |`);
  return ['| Route | Standard | Premium | Enterprise | Counted |', '|---|---|---|---|---|', ...rows].join('\n');
}

function codesTable(): string {
  const rows = OPERATIONS.map((op) => `| \`${op.method.toUpperCase()} ${op.path}\` (\`${op.operationId}\`) | ${[...operationProblems(op)]
    .map(([status, codes]) => `${status}: ${codes.map((c) => `\`${c}\``).join(', ')}`).join('; ')} |`);
  return ['| Operation | Problem codes by status |', '|---|---|', ...rows].join('\n');
}

/**
 * The rules page: what an integrator or an agent must know beyond the schemas, as Markdown. Its tables come from
 * the operation table and the rate limits themselves, so they never drift from the server.
 */
export function rulesPage(): string {
  return `# Partner Road-Products API: the rules

## Buying a road product
1. Find the product: \`GET /public/products\` (MCP \`get_products\`), filtered by country, type and vehicle type. Keep the catalogue; the limits are low.
2. Check the plate: \`POST /public/validate-vehicle\` (\`validate_vehicle\`). A failed check costs nothing.
3. Create the order: \`POST /public/orders\` (\`create_order\`) with an \`Idempotency-Key\` (\`idempotency_key\`). \`user.email\` is always required; Moldovan products need every user field; Romanian 30, 90 and 365-day vignettes need \`vehicle.vin\`. One order is one product and start date for one or more vehicles.
4. Partner-paid orders (\`order_has_been_paid: true\`) are processed at once. Otherwise hand the shopper \`payment_link\`; \`allowed_payment_providers\` and \`open_order_details_by_default\` only go with \`order_has_been_paid: false\`.
5. Follow it by webhook (\`ORDER_STATUS_CHANGED\`, \`ORDER_CONFIRMATION_RECEIVED\`), not by polling; read it with \`GET /public/orders/{id}\` (\`get_order\`) when needed. Once \`ACTIVE\`, each car has its confirmation PDF at \`cars[].pdf\`.

Start dates run from today to one year ahead (UTC); Bulgaria's weekend vignette (\`vignette-bg-weekend\`, Friday to Sunday) starts on a Friday only (400 \`start_date_not_friday\`), and without a start date on the next one. A vignette starting today needs its national provider: one silent for more than 5 minutes refuses it (422 \`provider_unavailable\`); a later start date still works. No vehicle may hold the same vignette twice for overlapping periods (409 \`duplicate_order\`: stop, do not retry).

## Order statuses
${STATUSES}

An order can be modified once (\`can_modify\`): plate, registration country, VIN while \`CREATED\`, \`DEFERRED\`, \`PENDING\` or \`ACTIVE\`, the start date while \`CREATED\` or \`DEFERRED\`.

## Orders paid through a link (external orders)
\`OPEN\`, then \`PAID\` (the order it created is \`order_id\`), \`CANCELED\` or \`EXPIRED\` (after \`expires_in\` seconds, 60 to 3600, default 900). \`reference_id\` is unique per partner. Cancel is idempotent; a \`PAID\` one cannot be cancelled.

## Errors
Every refusal is \`application/problem+json\` (RFC 9457) \`{type, title, status, code, detail, errors?}\`: act on \`code\`. Over MCP the same body is the text of a tool result with \`isError: true\`. 4xx: correct the request. 5xx or no answer: retry once a minute, at most 5 times, with the same idempotency key.

Which 409s may be retried:

${CONFLICTS}

${codesTable()}

Over MCP, \`unauthorized\` and \`partner_disabled\` are HTTP answers to the whole request (401, 403), and arguments that break a tool's input schema are \`invalid_request\`.

## Rate limits
Per partner, per route, per minute of the sandbox clock, by tier; per id where marked. A 429 \`rate_limited\` carries \`Retry-After\`; every answer of a limited route carries \`RateLimit-Policy\` and \`RateLimit\`. Each MCP tool spends the counter of the REST route it mirrors, and every MCP request also \`POST /mcp\`.

${limitsTable()}

## Idempotency
\`Idempotency-Key\` (16 to 64 letters, digits, \`_\`, \`-\`) on order and external-order creation, kept 24 h per partner: the same key and body replay the first answer; another body is 422 \`idempotency_key_reused\`; while the first runs, 409 \`idempotency_key_in_use\`. A 5xx is not kept. The MCP argument \`idempotency_key\` is the same key in the same store.

## Money and dates
Money is integer minor units with an ISO currency: \`{"amount": 1240, "currency": "EUR"}\` is 12.40 EUR. Instants are ISO 8601 in UTC; validity dates \`YYYY-MM-DD\`.

## Debt control
Orders the partner collects itself add to its debt. At 2,000 EUR a notice (\`PARTNER_DEBT_NOTICE\` webhook) gives 72 hours to pay; unpaid, every call answers 403 \`partner_disabled\` except \`GET /public/account\`, and a fine accrues.
`;
}
