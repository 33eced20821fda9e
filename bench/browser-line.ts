import { launchChromium } from '../e2e/support/browser.ts';

/**
 * The browser the bench's times are measured in, as a line of its report: another version's times are another
 * measure. With Chromium 156 (stop 46) the script tag's first screen took 0.5 s on the slow phone; stop 45's
 * machine and Chromium (its version not recorded) took 1.0 to 1.1 s (medians of 5) for the same loader.
 */
export async function browserLine(): Promise<string> {
  const browser = await launchChromium();
  try {
    return `browser: Chromium ${browser.version()}`;
  } finally {
    await browser.close();
  }
}
