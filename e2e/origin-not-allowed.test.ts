import { describe, expect, it } from 'vitest';
import { useSession } from './support/session.ts';

// A partner who forgot the demo page's origin in BFF_ALLOWED_ORIGINS. The demo's /embed frame is refused its
// framing then (frame-ancestors): only the script-tag widget is looked at.
const session = useSession({ BFF_ALLOWED_ORIGINS: 'https://elsewhere.example' });

interface Recorded {
  rcErrors?: unknown[];
}

describe('a page whose origin the BFF does not allow', () => {
  it('tells the shopper plainly, offers no useless reload, and tells the host and the page\'s developer why', async () => {
    const { page } = await session.freshPage();
    const refusal = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/catalogue');
    await page.addInitScript(() => {
      document.addEventListener('road-checkout:error', (event) => {
        ((window as unknown as Recorded).rcErrors ??= []).push((event as CustomEvent).detail);
      });
    });
    await page.goto(session.stack.demoUrl);
    const widget = page.locator('road-checkout').first();

    const alert = widget.getByRole('alert');
    await alert.getByText('This checkout is not set up for this website yet.', { exact: true }).waitFor();
    // No "Try again": a reload asks the same BFF from the same page.
    expect(await alert.getByRole('button').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as Recorded).rcErrors)).toEqual([{ v: 1, code: 'origin_not_allowed' }]);
    // The developer reads why in the answer the network panel shows, which the page may read too.
    const answer = await refusal;
    const origin = new URL(session.stack.demoUrl).origin;
    expect(answer.status()).toBe(403);
    expect(answer.headers()['access-control-allow-origin']).toBe(origin);
    expect(await answer.json()).toMatchObject({
      code: 'origin_not_allowed',
      detail: `This BFF does not allow pages of ${origin}: add that origin to its BFF_ALLOWED_ORIGINS setting.`,
    });
  });
});
