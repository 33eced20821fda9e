import * as z from 'zod/mini';
import { PER_PAGE } from '../../contract/list.ts';
import { IdempotencyKey } from '../../contract/widget-api.ts';

/** Path ids as tool arguments, with the shape the service gives them. */
export const OrderId = z.string().check(z.regex(/^ord_[a-z2-7]+$/), z.maxLength(64), z.describe('The order id, "ord_..." (from create_order, list_orders, get_user_orders or a webhook).'));
export const UserId = z.string().check(z.regex(/^usr_[a-z2-7]+$/), z.maxLength(64), z.describe('The user id, "usr_..." (from get_users or an order\'s user_id).'));
export const ExternalOrderRef = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9._:-]+$/),
  z.describe('The external order\'s "eo_..." id, or the reference_id it was created with.'));

/** A page number as a number (REST reads it from the query string; a tool takes JSON, so no coercion). */
export const Page = z._default(z.int().check(z.minimum(1), z.maximum(100_000), z.describe(`Page number, from 1; ${PER_PAGE} items a page.`)), 1);

export const IdempotencyKeyArg = z.optional(IdempotencyKey.check(z.describe(
  'Optional, 16-64 letters, digits, "_" or "-". Reuse the same key when retrying after an error or a timeout: the first answer is replayed and nothing is created twice. Shared with the REST Idempotency-Key header.',
)));
