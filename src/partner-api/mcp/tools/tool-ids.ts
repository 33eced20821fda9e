import * as z from 'zod/mini';

/** Path ids as tool arguments: the same bounds a URL segment gives REST, with a hint for the model. */
const id = (description: string) => z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/), z.describe(description));

export const OrderId = id('The order id, "ord_..." (from create_order, get_user_orders or a webhook).');
export const UserId = id('The user id, "usr_..." (from get_users or an order\'s user_id).');
