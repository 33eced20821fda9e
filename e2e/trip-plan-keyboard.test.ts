import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { daysAhead, isFocused, tripUrl } from './support/journey.ts';
import { useSession } from './support/session.ts';

const session = useSession();

async function planTrip(page: Page, trip: string, last = daysAhead(1)): Promise<Locator> {
  await page.goto(tripUrl(session.stack.demoUrl, { locale: 'en', trip, 'trip-dates': `${daysAhead(0)}/${last}` }));
  const widget = page.locator('road-checkout');
  await widget.getByRole('heading', { name: 'Plan your trip' }).waitFor();
  return widget;
}

/** The widget's focused element is inside it, not the page's body. */
const focusInWidget = (page: Page) =>
  page.evaluate(() => document.activeElement?.tagName === 'ROAD-CHECKOUT' && !!document.activeElement.shadowRoot?.activeElement);

describe('the trip plan with the keyboard only', () => {
  it('browses its lists with the arrow keys without acting, acts on the button, and keeps focus on removals', async () => {
    const { page } = await session.freshPage();
    const widget = await planTrip(page, 'AT');
    const austria = widget.getByRole('region', { name: 'Austria' });
    await austria.getByText('Austria vignette, 10\u00a0days', { exact: true }).waitFor();
    const chips = widget.locator('.rc-trip-route li');

    // A country: the arrow keys browse the list, the Add button adds the one shown, and focus comes back to the list.
    const addCountry = widget.getByLabel('Add a country');
    await addCountry.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    expect(await chips.allInnerTexts()).toEqual([expect.stringContaining('Austria')]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => chips.count()).toBe(2);
    expect(await chips.nth(1).innerText()).toContain('Belgium');
    expect(await isFocused(addCountry)).toBe(true);

    // Another product for the line: browsing changes nothing, the button swaps, and what the plan beat goes with it.
    expect(await austria.getByText(/less than/).count()).toBe(1);
    await austria.getByText('Another product for these days').click();
    const swap = austria.getByRole('combobox', { name: 'Another product for these days' });
    await swap.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    expect(await austria.locator('.rc-trip-line__head').first().innerText()).toContain('Austria vignette, 10\u00a0days');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => austria.locator('.rc-trip-line__head').first().innerText()).not.toContain('10\u00a0days');
    expect(await isFocused(swap)).toBe(true);
    expect(await austria.getByText(/less than/).count()).toBe(0);

    // A product by hand: the list offers no second Austrian vignette (the service refuses it), and adds once.
    await austria.getByText('Add a product').click();
    const addProduct = austria.getByRole('combobox', { name: 'Add a product' });
    expect((await addProduct.locator('option').allInnerTexts()).filter((o) => o.includes('vignette'))).toEqual([]);
    const lines = austria.locator('.rc-trip-line');
    expect(await lines.count()).toBe(1);
    await addProduct.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    expect(await lines.count()).toBe(1);
    const chosen = await addProduct.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.value);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => lines.count()).toBe(2);
    expect(await isFocused(addProduct)).toBe(true);
    expect(await addProduct.locator(`option[value="${chosen}"]`).count()).toBe(0);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    // Removing the added line, then each country: focus stays in the widget, on what comes next.
    await austria.getByRole('button', { name: 'Remove', exact: true }).press('Enter');
    await expect.poll(() => lines.count()).toBe(1);
    expect(await isFocused(austria.getByText('Add a product'))).toBe(true);
    await widget.getByRole('button', { name: 'Remove Austria' }).press('Enter');
    await expect.poll(() => chips.count()).toBe(1);
    expect(await isFocused(widget.getByRole('button', { name: 'Remove Belgium' }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => chips.count()).toBe(0);
    expect(await isFocused(addCountry)).toBe(true);
    expect(await focusInWidget(page)).toBe(true);
  });

  it('ties a wrong last day to its field, and Continue takes focus to the field that says why there is no plan', async () => {
    const { page } = await session.freshPage();
    await page.setViewportSize({ width: 375, height: 812 });
    const widget = await planTrip(page, 'AT', daysAhead(2));
    const first = widget.getByLabel('First day of driving');
    const last = widget.getByLabel('Last day of driving');
    await last.fill(daysAhead(0));
    await first.fill(daysAhead(1));
    const said = 'Choose dates from today on; the last day cannot be before the first.';
    await expect.poll(() => last.getAttribute('aria-invalid')).toBe('true');
    expect(await first.getAttribute('aria-invalid')).toBeNull();
    const describedBy = (await last.getAttribute('aria-describedby'))!;
    expect(await widget.locator(`[id="${describedBy}"]`).innerText()).toContain(said);
    expect(await widget.getByText(said).count()).toBe(1);

    await widget.getByRole('button', { name: 'Continue' }).click();
    expect(await isFocused(last)).toBe(true);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);

    await last.fill(daysAhead(1));
    await expect.poll(() => last.getAttribute('aria-invalid')).toBeNull();
    await widget.getByRole('button', { name: 'Remove Austria' }).click();
    await widget.getByRole('button', { name: 'Continue' }).click();
    const addCountry = widget.getByLabel('Add a country');
    await expect.poll(() => isFocused(addCountry)).toBe(true);
    expect(await addCountry.getAttribute('aria-invalid')).toBe('true');
  });

  it('says on the list that nothing is chosen when its button is pressed without a choice, until the shopper chooses', async () => {
    const { page } = await session.freshPage();
    const widget = await planTrip(page, 'AT');
    /** The error the list points at, as a screen reader reads it with the list. */
    const saidOf = async (list: Locator) => {
      const describedBy = await list.getAttribute('aria-describedby');
      return describedBy ? widget.locator(`[id="${describedBy}"]`).innerText() : null;
    };

    // A country: Add with the list still asking says so there, and focus goes to the list with it.
    const addCountry = widget.getByLabel('Add a country');
    const route = widget.getByRole('group', { name: 'Countries, in the order you drive' });
    await route.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => addCountry.getAttribute('aria-invalid')).toBe('true');
    expect(await saidOf(addCountry)).toContain('Choose a country first.');
    expect(await isFocused(addCountry)).toBe(true);
    expect(await axeViolations(page, 'road-checkout')).toEqual([]);
    await addCountry.selectOption('BE');
    await expect.poll(() => addCountry.getAttribute('aria-invalid')).toBeNull();
    expect(await saidOf(addCountry)).toBeNull();
    expect(await widget.getByText('Choose a country first.').count()).toBe(0);

    // A product by hand, whose list is named by its summary alone: the same.
    const austria = widget.getByRole('region', { name: 'Austria' });
    await austria.getByText('Add a product').click();
    const addProduct = austria.getByRole('combobox', { name: 'Add a product' });
    await austria.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => addProduct.getAttribute('aria-invalid')).toBe('true');
    expect(await saidOf(addProduct)).toContain('Choose a product first.');
    expect(await isFocused(addProduct)).toBe(true);
    // Nothing was added.
    expect(await austria.locator('.rc-trip-line').count()).toBe(1);
    await addProduct.selectOption({ index: 1 });
    await expect.poll(() => addProduct.getAttribute('aria-invalid')).toBeNull();
    expect(await saidOf(addProduct)).toBeNull();
    expect(await widget.getByText('Choose a product first.').count()).toBe(0);
  });
});
