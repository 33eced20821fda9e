import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { confirmationLink, fillOrder, payInWidget, placeOrder, showProducts } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

describe('buying through the iframe embed', () => {
  it('buys a Slovenian vignette in the iframe, pays, and sees it ACTIVE with a working PDF', async () => {
    const { page } = await session.freshPage();
    await page.goto(session.stack.demoUrl);
    const iframe = page.locator('iframe[src*="/embed"]');
    const widget = page.frameLocator('iframe[src*="/embed"]');
    await showProducts(widget, 'SI');

    const frame = page.frames().find((f) => f.url().includes('/embed'));
    if (!frame) throw new Error('no embed frame');
    expect(await axeViolations(frame)).toEqual([]);

    // Chromium pauses rendering (and so resize observers) of a cross-origin frame out of view; a shopper scrolls to it.
    await iframe.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(150);
    const heightBefore = (await iframe.boundingBox())?.height ?? 0;
    await fillOrder(widget, { country: 'SI', product: 'vignette-si-weekly', plate: 'LJ AB-123', email: 'marko@example.com' });
    await placeOrder(widget);

    await payInWidget(widget);
    const href = await confirmationLink(widget);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The host page sized the frame from the widget's height messages.
    const heightAfter = (await iframe.boundingBox())?.height ?? 0;
    expect(heightBefore).toBeGreaterThan(150);
    expect(heightAfter).not.toBe(heightBefore);
  });

  it('is served with frame-ancestors limited to the allowed origins', async () => {
    const res = await fetch(`${session.stack.bffUrl}/embed?locale=en&country=SI`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const frameAncestors = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-ancestors'));
    expect(frameAncestors).toMatch(/^frame-ancestors http:\/\/127\.0\.0\.1:\d+$/);
  });
});
