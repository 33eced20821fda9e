import { describe, expect, it } from 'vitest';
import { sandboxExposureWarning } from './exposure-warning.ts';

describe('sandboxExposureWarning', () => {
  it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])('is quiet on loopback %s', (host) => {
    expect(sandboxExposureWarning(host)).toBeUndefined();
  });

  it.each(['0.0.0.0', '::', '10.0.0.5', '192.168.1.20', 'sandbox.internal', '2a00:1450::1'])('warns on %s, naming it', (host) => {
    expect(sandboxExposureWarning(host)).toMatch(new RegExp(`SANDBOX and listens on ${host.replace(/[.:[\]]/g, '\\$&')},`));
  });
});
