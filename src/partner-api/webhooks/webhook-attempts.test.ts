import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, responseExcerpt } from './webhook-attempts.ts';

describe('the response excerpt of a delivery attempt', () => {
  it('keeps the first characters of a long answer and reads no further', async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled += 1;
        yield new TextEncoder().encode('x'.repeat(200));
      }
    }
    expect(await responseExcerpt(endless())).toBe('x'.repeat(EXCERPT_CHARS));
    expect(pulled).toBeLessThan(5);
  });

  it('is null for an empty answer', async () => {
    async function* empty(): AsyncGenerator<Uint8Array> {}
    expect(await responseExcerpt(null)).toBeNull();
    expect(await responseExcerpt(empty())).toBeNull();
  });
});
