import { afterEach, describe, expect, it, vi } from 'vitest';
import { providerStates, tokenOf } from './sandbox-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a payment link given to the sandbox screen', () => {
  it('is read as its token, whether the partner pastes the link or the token', () => {
    expect(tokenOf(' http://127.0.0.1:4010/pay/pt_abc123 ')).toBe('pt_abc123');
    expect(tokenOf('http://127.0.0.1:4010/pay/pt_abc123/')).toBe('pt_abc123');
    expect(tokenOf('pt_abc123')).toBe('pt_abc123');
  });
});

describe('the providers\' state the sandbox screen shows', () => {
  it('is read from GET /sandbox/providers, one entry per country', async () => {
    const asked: [string, RequestInit | undefined][] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      asked.push([url, init]);
      return Response.json({ data: [
        { country: 'AT', status: 'down', load: 'normal', fail_next: 0 },
        { country: 'HU', status: 'operational', load: 'heavy', fail_next: 2 },
      ] });
    });
    expect(await providerStates()).toEqual([
      { country: 'AT', status: 'down', load: 'normal', fail_next: 0 },
      { country: 'HU', status: 'operational', load: 'heavy', fail_next: 2 },
    ]);
    expect(asked).toEqual([['/sandbox/providers', { method: 'GET' }]]);
  });

  it('is a problem to show when the service refuses, as any sandbox call', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ type: 'about:blank', status: 404, code: 'not_found', title: 'Not found' }, { status: 404 }));
    await expect(providerStates()).rejects.toMatchObject({ problem: { status: 404, code: 'not_found' } });
  });
});
