import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, never a downloaded one. The networking flags keep it from
 * calling out, which this machine's closed network would refuse anyway.
 * `extraArgs` for a bench that needs more (a self-signed TLS front).
 */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic', ...extraArgs,
    ],
  });
}
