import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The read-only key in an order's confirmation link. The PDF opens as a page of its own, so its address lands
 * in the browser's history and is the link a shopper forwards to the driver: it must open the PDF and nothing
 * else, never carry the access token that can cancel or change the order. The key is an HMAC of the order id
 * under a secret derived from the partner's API key, which every instance holds and no database or browser
 * does: no storage, the same link from every instance and after a restart, and a new key on a new API key.
 */
export function confirmationLinks(apiKey: string) {
  const secret = createHmac('sha256', apiKey).update('road-checkout confirmation links').digest();
  const keyFor = (orderId: string) => createHmac('sha256', secret).update(orderId).digest('base64url');
  return {
    keyFor,
    /** Compared in constant time, so the answer's timing does not tell how much of a key was right. */
    opens(orderId: string, key: string): boolean {
      const expected = Buffer.from(keyFor(orderId));
      const given = Buffer.from(key);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type ConfirmationLinks = ReturnType<typeof confirmationLinks>;
