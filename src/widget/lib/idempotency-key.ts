/** 32 hex characters: inside the 16-64 URL-safe range the BFF accepts. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
