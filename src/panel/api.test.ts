import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The panel's call answered by a proxy's HTML error page, not the service's problem+json. */
async function refusedBy(status: number) {
  vi.stubGlobal('fetch', async () => new Response('<html><body>Bad Gateway</body></html>', { status, headers: { 'content-type': 'text/html' } }));
  return api('/orders').then(
    () => { throw new Error('the call should have been refused'); },
    (error: unknown) => error as { problem: { code: string; status: number } },
  );
}

describe('a call answered without problem+json', () => {
  it('is the service\'s own trouble when the status is 5xx, so the partner is told to try again later', async () => {
    expect((await refusedBy(502)).problem).toMatchObject({ code: 'internal_error', status: 502 });
  });

  it('is named by its status otherwise, which the partner can quote to support', async () => {
    expect((await refusedBy(413)).problem).toMatchObject({ code: 'http_413', status: 413 });
  });
});
