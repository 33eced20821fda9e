import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, never a downloaded one. The networking flags keep it from
 * calling out, which this machine's closed network would refuse anyway.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic',
    ],
  });
}
