import { launchChromium } from '../e2e/support/browser.ts';

/**
 * The browser the bench's times are measured in, as a line of its report: the same build's first screen on the
 * slow phone measured 0.5 s in one Chromium and 1.0 to 1.1 s in an earlier one, so a time means little without it.
 */
export async function browserLine(): Promise<string> {
  const browser = await launchChromium();
  try {
    return `browser: Chromium ${browser.version()}`;
  } finally {
    await browser.close();
  }
}
