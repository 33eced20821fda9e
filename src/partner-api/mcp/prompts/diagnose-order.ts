import { userMessage, type PartnerPrompt } from './partner-prompt.ts';

/** Why an order is not ACTIVE: what to read and what each answer means. */
export const diagnoseOrderPrompt: PartnerPrompt = {
  definition: {
    name: 'diagnose_order',
    title: 'Find why an order is not active',
    description: 'Read an order and the providers\' status and explain why it is not ACTIVE yet and what to do.',
    arguments: [{ name: 'order_id', description: 'The order id, "ord_..."', required: true }],
  },
  render: (a) => userMessage('Find why an order is not active', [
    `Find out why order ${a.order_id} is not ACTIVE, and what to do about it.`,
    `1. get_order with order_id ${a.order_id}. If it is refused with order_not_found, say so: it does not exist for this API key.`,
    '2. By its status:',
    '- CREATED with paid false and a payment_link: the shopper has not paid yet; the link works for 24 hours after purchase_date, then the order ends EXPIRED.',
    '- CREATED with paid true, or PENDING: with the national provider. Call get_products_status: if the provider of the order\'s country is down, it waits until the provider is back; otherwise it takes seconds.',
    '- DEFERRED: paid, and its start_date is more than 3 days away; it goes to the provider 3 days before. cancel_deferred_order cancels it.',
    '- WILL BE ACTIVE: registered; either the provider is under heavy load (its id comes later) or the start date is 1 to 3 days away (it turns ACTIVE that day).',
    '- EXPIRED: with paid false, never paid; otherwise its validity (end_date) is over.',
    '- REFUNDED: cancelled or charged back (refunded_at).',
    '- DELETED: the national provider failed it; the shopper should contact support.',
    '3. Say what you found in two or three sentences and the next step. search_docs explains any code or status.',
  ].join('\n')),
};
