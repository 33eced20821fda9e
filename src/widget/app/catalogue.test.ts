import { describe, expect, it, vi } from 'vitest';
import { fetchCatalogue } from './catalogue.ts';

const body = { products: [], status: { checked_at: '', providers: [], products: [] }, fetched_at: '' };
const ok = () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('fetchCatalogue', () => {
  it('shares one request per BFF for 60 s', async () => {
    const fetchImpl = vi.fn<typeof fetch>(ok);
    let clock = 1_000;
    const now = () => clock;
    await Promise.all([fetchCatalogue('https://a.test', fetchImpl, now), fetchCatalogue('https://a.test', fetchImpl, now)]);
    clock += 59_999;
    await fetchCatalogue('https://a.test', fetchImpl, now);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('https://a.test/api/catalogue');
    clock += 1;
    await fetchCatalogue('https://a.test', fetchImpl, now);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('keeps BFFs apart', async () => {
    const fetchImpl = vi.fn(ok);
    await fetchCatalogue('https://b.test', fetchImpl);
    await fetchCatalogue('https://c.test', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not cache failures', async () => {
    const fetchImpl = vi.fn()
      .mockResolvedValueOnce(new Response('nope', { status: 503 }))
      .mockImplementationOnce(ok);
    await expect(fetchCatalogue('https://d.test', fetchImpl)).rejects.toThrow('HTTP 503');
    await expect(fetchCatalogue('https://d.test', fetchImpl)).resolves.toEqual(body);
  });
});
