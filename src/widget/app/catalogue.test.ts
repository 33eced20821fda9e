import { describe, expect, it, vi } from 'vitest';
import { fetchCatalogue } from './catalogue.ts';

const body = { products: [], status: { checked_at: '', providers: [], products: [] }, fetched_at: '' };
const ok = () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('fetchCatalogue', () => {
  it('shares one request per BFF and language for 60 s', async () => {
    const fetchImpl = vi.fn<typeof fetch>(ok);
    let clock = 1_000;
    const now = () => clock;
    await Promise.all([fetchCatalogue('https://a.test', 'en', fetchImpl, now), fetchCatalogue('https://a.test', 'en', fetchImpl, now)]);
    clock += 59_999;
    await fetchCatalogue('https://a.test', 'en', fetchImpl, now);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('https://a.test/api/catalogue?locale=en');
    clock += 1;
    await fetchCatalogue('https://a.test', 'en', fetchImpl, now);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('asks the BFF for the shopper’s language, a region sharing its language’s answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>(ok);
    await fetchCatalogue('https://e.test', 'de-AT', fetchImpl);
    await fetchCatalogue('https://e.test', 'de', fetchImpl);
    await fetchCatalogue('https://e.test', 'cs', fetchImpl);
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      'https://e.test/api/catalogue?locale=de', 'https://e.test/api/catalogue?locale=cs',
    ]);
  });

  it('keeps BFFs apart', async () => {
    const fetchImpl = vi.fn(ok);
    await fetchCatalogue('https://b.test', 'en', fetchImpl);
    await fetchCatalogue('https://c.test', 'en', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not cache failures', async () => {
    const fetchImpl = vi.fn()
      .mockResolvedValueOnce(new Response('nope', { status: 503 }))
      .mockImplementationOnce(ok);
    await expect(fetchCatalogue('https://d.test', 'en', fetchImpl)).rejects.toThrow('HTTP 503');
    await expect(fetchCatalogue('https://d.test', 'en', fetchImpl)).resolves.toEqual(body);
  });

  it('passes the BFF\'s refusal of this page\'s origin on as that problem; another 403 is an ordinary failure', async () => {
    const detail = 'This BFF does not allow pages of https://shop.test: add that origin to its BFF_ALLOWED_ORIGINS setting.';
    const refusal = { type: 'https://road-checkout.dev/problems/origin_not_allowed', title: 'No', status: 403, code: 'origin_not_allowed', detail };
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(refusal), { status: 403 }));
    await expect(fetchCatalogue('https://f.test', 'en', fetchImpl)).rejects.toMatchObject({ code: 'origin_not_allowed' });
    // A proxy's page, say.
    const proxy = vi.fn(async () => new Response('<h1>Forbidden</h1>', { status: 403 }));
    await expect(fetchCatalogue('https://g.test', 'en', proxy)).rejects.toThrow('HTTP 403');
  });
});
