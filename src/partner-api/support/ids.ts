import { randomBytes } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Lower-case RFC 4648 base32 of `bytes` random bytes: URL-safe, no padding. */
export function randomBase32(bytes: number): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of randomBytes(bytes)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export const newOrderId = () => `ord_${randomBase32(10)}`;
export const newUserId = () => `usr_${randomBase32(10)}`;
export const newWebhookMessageId = () => `msg_${randomBase32(15)}`;
/** 256 bits: the payment token is the only secret guarding the payment page. */
export const newPaymentToken = () => randomBytes(32).toString('base64url');
