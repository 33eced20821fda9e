import { describe, expect, it } from 'vitest';
import { envelope, isInitFrom, originOf } from './protocol.ts';

const parent = { name: 'parent' };
const init = envelope('init', null);

describe('originOf', () => {
  it('keeps only http(s) origins', () => {
    expect(originOf('https://blog.test:8443/post?q=1')).toBe('https://blog.test:8443');
    expect(originOf('http://127.0.0.1:4020/')).toBe('http://127.0.0.1:4020');
    expect(originOf('')).toBeNull();
    expect(originOf('about:blank')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});

describe('isInitFrom', () => {
  const from = (origin: string, source: unknown = parent, data: unknown = init) => ({ origin, source, data });

  it('learns the origin from the parent when none is known', () => {
    expect(isInitFrom(from('https://blog.test'), parent, null)).toBe(true);
  });
  it('refuses other windows, other origins and opaque origins', () => {
    expect(isInitFrom(from('https://blog.test', {}), parent, null)).toBe(false);
    expect(isInitFrom(from('https://evil.test'), parent, 'https://blog.test')).toBe(false);
    expect(isInitFrom(from('null'), parent, null)).toBe(false);
  });
  it('refuses anything but a v1 init envelope', () => {
    expect(isInitFrom(from('https://blog.test', parent, { ...init, v: 2 }), parent, null)).toBe(false);
    expect(isInitFrom(from('https://blog.test', parent, { ...init, proto: 'other' }), parent, null)).toBe(false);
    expect(isInitFrom(from('https://blog.test', parent, envelope('resize', { height: 1 })), parent, null)).toBe(false);
    expect(isInitFrom(from('https://blog.test', parent, 'init'), parent, null)).toBe(false);
  });
});
