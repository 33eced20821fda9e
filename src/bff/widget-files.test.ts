import { describe, expect, it } from 'vitest';
import { pickEncoding } from './widget-files.ts';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0', 'identity'],
  ])('Accept-Encoding %j gets %s', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});
