import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { daysAhead, paymentFrame, tripUrl } from './support/journey.ts';
import { useSession } from './support/session.ts';
import { characterLines } from './support/text-lines.ts';

const session = useSession();

/** The demo's route page at `width`, its script-tag widget planning `query`'s trip. */
async function tripPage(width: number, query: Record<string, string>): Promise<{ page: Page; widget: Locator }> {
  const { page } = await session.freshPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(tripUrl(session.stack.demoUrl, query));
  const widget = page.locator('road-checkout');
  await widget.locator('.rc-trip-country').first().waitFor();
  return { page, widget };
}

/** An element's text line by line, as it is drawn. */
async function lines(element: Locator): Promise<string[]> {
  const { text, tops } = await characterLines(element);
  const byLine = new Map<number, string>();
  [...text].forEach((char, k) => byLine.set(tops[k]!, (byLine.get(tops[k]!) ?? '') + char));
  return [...byLine.values()].map((line) => line.trim()).filter(Boolean);
}

/**
 * The contrast of each text of `root` against the widget's background, as drawn: its colour through its own and
 * its ancestors' opacity. Colours are read through a canvas, which turns any CSS colour (oklch too) into sRGB.
 */
const contrasts = (root: Locator) => root.evaluate((box) => {
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgba = (colour: string) => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = colour;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const background = rgba(getComputedStyle(box.closest('.rc-root')!).backgroundColor);
  const texts = [...box.querySelectorAll<HTMLElement>('*')].filter((el) => [...el.childNodes]
    .some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()));
  return texts.map((el) => {
    let alpha = 1;
    for (let up: Element | null = el; up; up = up.parentElement) alpha *= Number(getComputedStyle(up).opacity);
    const [r, g, b, a] = rgba(getComputedStyle(el).color);
    const seen = [r!, g!, b!].map((v, i) => v * a! * alpha + background[i]! * (1 - a! * alpha));
    const [light, dark] = [luminance(seen), luminance(background)].sort((x, y) => y - x);
    const ratio = Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100;
    return { text: el.textContent!.trim().slice(0, 40), ratio };
  });
});

describe('the trip in high contrast', () => {
  it('marks the chosen vehicle and every wrong field by a thicker border, a wrong one in the error colour', async () => {
    const { page, widget } = await tripPage(1280, { locale: 'de', trip: 'AT', 'trip-dates': `${daysAhead(1)}/${daysAhead(10)}`, theme: 'high-contrast' });
    const borders = await widget.locator('.rc-radio').evaluateAll((chips) => chips.map((chip) => ({
      chosen: Boolean(chip.querySelector('input:checked')), width: parseFloat(getComputedStyle(chip).borderTopWidth),
    })));
    const chosen = borders.filter((b) => b.chosen).map((b) => b.width);
    const others = borders.filter((b) => !b.chosen).map((b) => b.width);
    expect(chosen).toHaveLength(1);
    expect(others.length).toBeGreaterThan(0);
    expect(Math.min(...others)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...others)).toBeLessThan(chosen[0]!);

    await widget.getByRole('button', { name: 'Weiter' }).click();
    await widget.getByLabel('Kennzeichen').waitFor();
    await widget.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => widget.locator('.rc-input[aria-invalid="true"]').count()).toBeGreaterThan(1);
    const error = await widget.locator('.rc-error').first().evaluate((el) => getComputedStyle(el).color);
    const fields = () => widget.locator('.rc-input[aria-invalid="true"]').evaluateAll((all) => all.map((el) => {
      const style = getComputedStyle(el);
      return `${el.id.replace(/^.*-/, '')}: ${style.borderTopColor}, ${parseFloat(style.borderTopWidth) > 2 ? 'thicker' : 'as thin as the rest'}`;
    }));
    // The border's colour eases in (base.css): the colour it comes to.
    await expect.poll(async () => (await fields()).filter((field) => !field.endsWith(`${error}, thicker`))).toEqual([]);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
  });
});

describe('a country of the trip on a phone', () => {
  it('keeps the swap list, the add list and its days\' fields inside the country\'s card at 375 px', async () => {
    const { widget } = await tripPage(375, { locale: 'de', trip: 'AT,HU', 'trip-dates': `${daysAhead(1)}/${daysAhead(10)}` });
    const card = widget.getByRole('region', { name: 'Österreich' });
    for (const summary of await card.locator('summary').all()) await summary.click();
    expect(await card.locator('select').count()).toBe(2);
    expect(await card.locator('input[type="date"]').count()).toBe(2);
    const outside = await card.evaluate((box) => {
      const style = getComputedStyle(box);
      const inner = box.getBoundingClientRect();
      const right = inner.right - parseFloat(style.borderRightWidth);
      const left = inner.left + parseFloat(style.borderLeftWidth);
      return [...box.querySelectorAll('select, input')].map((control) => control.getBoundingClientRect())
        .filter((r) => r.right > right + 0.5 || r.left < left - 0.5)
        .map((r) => `${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(left)}–${Math.round(right)}`);
    });
    expect(outside).toEqual([]);
  });

  it.each(['light', 'dark', 'high-contrast'])('shows a left-out country as left out, not by colour alone, every text at 4.5:1 (%s)', async (theme) => {
    const { page, widget } = await tripPage(375, { locale: 'en', trip: 'AT,HU', 'trip-dates': `${daysAhead(1)}/${daysAhead(3)}`, theme });
    const austria = widget.getByRole('region', { name: 'Austria' });
    await austria.getByRole('button', { name: 'Leave out Austria' }).click();
    await austria.getByRole('button', { name: 'Buy for Austria after all' }).waitFor();
    const low = (await contrasts(austria)).filter((t) => t.ratio < 4.5);
    expect(low).toEqual([]);
    const style = (region: Locator) => region.evaluate((el) => getComputedStyle(el).borderTopStyle);
    expect(await style(austria)).not.toBe(await style(widget.getByRole('region', { name: 'Hungary' })));
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
  });
});

/** The next 28 November from tomorrow on: a range into December has the long month names that must wrap at 375 px. */
function lateNovember(): string {
  const tomorrow = daysAhead(1);
  const year = Number(tomorrow.slice(0, 4));
  return tomorrow <= `${year}-11-28` ? `${year}-11-28` : `${year + 1}-11-28`;
}

describe('date ranges on a phone', () => {
  it('break after their dash or before a price, never before a year alone, from the plan to the trip\'s status (Romanian, 375 px)', async () => {
    const start = lateNovember();
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + 9 * 86_400_000).toISOString().slice(0, 10);
    const { page, widget } = await tripPage(375, { locale: 'ro', trip: 'AT,HU', 'trip-dates': `${start}/${end}` });
    // A country's days start a line of their own when they do not fit beside its name.
    for (const name of ['Austria', 'Ungaria']) {
      const drawn = await lines(widget.getByRole('region', { name }).locator('h4'));
      expect(drawn.length === 1 || drawn[0] === name, drawn.join(' / ')).toBe(true);
      expect(drawn.filter((line) => /^\d{4}/.test(line))).toEqual([]);
    }

    await widget.getByRole('button', { name: 'Continuați' }).click();
    await widget.getByLabel('Țara de înmatriculare').selectOption('RO');
    await widget.getByLabel('Număr de înmatriculare').fill('B 21 TRP');
    await widget.getByLabel('E-mail').fill('ana@example.com');
    await widget.getByRole('button', { name: 'Continuați' }).click();
    await widget.getByRole('heading', { name: 'Verificați călătoria' }).waitFor();
    const values = widget.locator('.rc-summary__row--wide dd');
    expect(await values.count()).toBe(2);
    for (const value of await values.all()) {
      const drawn = await lines(value);
      expect(drawn.slice(0, -1).filter((line) => !/[–·]$/.test(line)), drawn.join(' / ')).toEqual([]);
    }

    await widget.getByRole('button', { name: 'Trimiteți comanda' }).click();
    await widget.getByRole('button', { name: /^Plătiți / }).click();
    await paymentFrame(widget).getByRole('button', { name: /Plătiți|Pay/ }).click();
    await widget.getByRole('heading', { name: 'Călătoria dvs.' }).waitFor();
    const days = widget.locator('.rc-summary__row--wide dt');
    expect(await days.count()).toBe(2);
    for (const range of await days.all()) {
      const drawn = await lines(range);
      expect(drawn.slice(0, -1).filter((line) => !line.endsWith('–')), drawn.join(' / ')).toEqual([]);
    }
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
  });
});
