import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { differingPixels } from './support/pixels.ts';
import { useSession } from './support/session.ts';

const session = useSession();

/** What a careless or hostile partner stylesheet does to every element of its own page. */
const HOSTILE = `html, body, * {
  font-size: 30px !important; text-transform: uppercase; letter-spacing: 3px; text-align: center; line-height: 3;
  font-style: italic; word-spacing: 12px; font-weight: 700; color: #c00;
}`;

/** A partner page on the demo origin (the BFF allows it) holding only the widget, 400 px wide. */
async function hostPage(page: Page, css: string, attributes: string): Promise<Locator> {
  await page.goto(session.stack.demoUrl);
  await page.evaluate(([style, attrs]) => {
    document.head.querySelectorAll('style').forEach((s) => s.remove());
    const sheet = document.createElement('style');
    sheet.textContent = `body { margin: 0; } ${style}`;
    document.head.append(sheet);
    document.body.innerHTML = `<main><div style="width: 400px"><road-checkout ${attrs}></road-checkout></div></main>`;
  }, [css, attributes]);
  const widget = page.locator('road-checkout');
  await widget.locator('input[type=radio][value="vignette-at-10-days"]').waitFor();
  return widget;
}

async function toVehicleStep(widget: Locator) {
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByLabel('Licence plate').waitFor();
}

/** In the page: the WCAG contrast of two CSS colours (any syntax the browser knows), drawn to sRGB. */
function contrastIn(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(([x, y]) => {
    const srgb = (css: string) => {
      const context = new OffscreenCanvas(1, 1).getContext('2d')!;
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
    };
    const luminance = (css: string) => {
      const [r, g, bl] = srgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
    };
    const [light, dark] = [luminance(x!), luminance(y!)].sort((p, q) => q - p);
    return (light! + 0.05) / (dark! + 0.05);
  }, [a, b]);
}

describe('the script-tag widget on a hostile host page', () => {
  it('looks exactly the same as on a plain page: no size or text style comes in', async () => {
    const shots: Buffer[][] = [];
    for (const css of ['', HOSTILE]) {
      const { page } = await session.freshPage();
      await page.setViewportSize({ width: 600, height: 1400 });
      const widget = await hostPage(page, css, 'locale="en" country="AT"');
      const product = await widget.screenshot();
      await toVehicleStep(widget);
      shots.push([product, await widget.screenshot()]);
    }
    const [plain, hostile] = shots;
    // On a busy machine Chromium may draw a rounded corner's edge a shade apart (seen: 10 pixels, each channel
    // off by 7 at most); a style that came in moves text and boxes, whole shades apart.
    expect(await differingPixels(session.browser, plain![0]!, hostile![0]!, 16)).toBe(0);
    expect(await differingPixels(session.browser, plain![1]!, hostile![1]!, 16)).toBe(0);
  });

  it.each(['#3b82f6', '#1e3a8a'])('keeps AA contrast in the dark preset with a partner primary of %s', async (primary) => {
    const { page } = await session.freshPage();
    const widget = await hostPage(page, `road-checkout { --rc-color-primary: ${primary}; }`, 'locale="en-AT" theme="dark"');
    const style = (target: Locator, property: 'color' | 'backgroundColor' | 'outlineColor') =>
      target.evaluate((el, name) => getComputedStyle(el)[name], property);
    const background = await widget.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('.rc-root')!).backgroundColor);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    const next = widget.getByRole('button', { name: 'Continue' });
    expect(await contrastIn(page, await style(next, 'color'), await style(next, 'backgroundColor'))).toBeGreaterThanOrEqual(4.5);
    // The focus ring a keyboard user follows, against the widget's background (WCAG 1.4.11: 3:1).
    await next.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await next.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    expect(await contrastIn(page, await style(next, 'outlineColor'), background)).toBeGreaterThanOrEqual(3);
    // The outline of the chosen vehicle type, the only sign beside the dot of which one is chosen.
    const car = widget.getByRole('radio', { name: 'Car' });
    await car.check();
    const chosen = await car.evaluate((el) => getComputedStyle(el.closest('label')!).borderTopColor);
    expect(await contrastIn(page, chosen, background)).toBeGreaterThanOrEqual(3);

    await toVehicleStep(widget);
    const back = widget.getByRole('button', { name: 'Back' });
    expect(await contrastIn(page, await style(back, 'color'), background)).toBeGreaterThanOrEqual(4.5);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
  });
});
