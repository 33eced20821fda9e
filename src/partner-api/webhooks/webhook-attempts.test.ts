import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, responseExcerpt } from './webhook-attempts.ts';

describe('the response excerpt of a delivery attempt', () => {
  it('keeps the first characters of a long answer and reads no further', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode('x'.repeat(200)));
      },
    });
    const excerpt = await responseExcerpt(new Response(body));
    expect(excerpt).toBe('x'.repeat(EXCERPT_CHARS));
    expect(pulled).toBeLessThan(5);
  });

  it('is null for an empty answer', async () => {
    expect(await responseExcerpt(new Response(null, { status: 204 }))).toBeNull();
    expect(await responseExcerpt(new Response(''))).toBeNull();
  });
});
