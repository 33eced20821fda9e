import type { FrameLocator, Locator } from 'playwright-core';

/** A widget on the page: the custom element, or the iframe's document. */
export type WidgetRoot = Locator | FrameLocator;

export interface Purchase {
  country: string;
  product: string;
  vehicleType?: 'Car' | 'Van' | 'Motorcycle';
  plate: string;
  registrationCountry?: string;
  email: string;
  vin?: string;
  /** ISO date; without it the order starts on the product's first day. */
  startDate?: string;
}

/** The local date `days` from today, as the start-date field takes it (over 3 days ahead, the order is DEFERRED). */
export function daysAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Whether `target` has the focus, in the page or in the widget's shadow root. */
export const isFocused = (target: Locator) =>
  target.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el);

/** The product list (a radio group: each product's name and price whole, even on a phone). */
export const productList = (root: WidgetRoot, name = 'Product') => root.getByRole('radiogroup', { name, exact: true });

/**
 * Chooses the country as a shopper does, once the products' step is ready (its submit button is there): its tile
 * while none is chosen (a bare `en`), else the select; nothing where the partner fixed it. In any language.
 */
export async function chooseCountry(root: WidgetRoot, code: string): Promise<void> {
  await root.locator('button[type="submit"]').waitFor();
  const tile = root.locator(`button.rc-country[value="${code}"]`);
  const select = root.locator('select[id$="-country"]');
  if (await tile.count()) await tile.click();
  else if (await select.count()) await select.selectOption(code);
}

/** The product list of `country`, chosen first where the widget asks (a bare `en`; after a reload or a new order). */
export async function showProducts(root: WidgetRoot, country = 'AT'): Promise<void> {
  await root.getByRole('heading', { name: 'Choose your product' }).waitFor();
  await root.getByRole('button', { name: 'Continue' }).waitFor();
  if (await root.getByRole('group', { name: 'Country', exact: true }).count()) await chooseCountry(root, country);
  await productList(root).waitFor();
}

/** Picks a product by its slug. */
export const chooseProduct = (root: WidgetRoot, slug: string) =>
  root.locator(`input[type=radio][value="${slug}"]`).check();

/** Product, vehicle and details steps, up to the review step. */
export async function fillOrder(root: WidgetRoot, p: Purchase): Promise<void> {
  // A partner may fix the country or product (`country`, `product`): then there is nothing to pick.
  await chooseCountry(root, p.country);
  if (await productList(root).count()) await chooseProduct(root, p.product);
  await root.getByRole('radio', { name: p.vehicleType ?? 'Car', exact: true }).check();
  await root.getByRole('button', { name: 'Continue' }).click();

  await root.getByLabel('Licence plate').fill(p.plate);
  await root.getByLabel('Registration country').selectOption(p.registrationCountry ?? p.country);
  await root.getByRole('button', { name: 'Continue' }).click();

  if (p.startDate) await root.getByLabel('Start date').fill(p.startDate);
  await root.getByLabel('Email').fill(p.email);
  if (p.vin) await root.getByLabel('VIN').fill(p.vin);
  await root.getByRole('button', { name: 'Continue' }).click();
}

/** Places the order from the review step and waits for the payment step. */
export async function placeOrder(root: WidgetRoot): Promise<void> {
  await root.getByRole('button', { name: 'Place order' }).click();
  await root.getByRole('button', { name: /^Pay / }).waitFor();
}

/** The hosted payment page in the widget's own dialog. */
export const paymentFrame = (root: WidgetRoot) => root.frameLocator('iframe.rc-pay-frame');

/**
 * Pays inside the widget: Pay opens the hosted payment page in the widget's
 * dialog, its Pay button pays, and the widget moves on to the order's status.
 */
export async function payInWidget(root: WidgetRoot): Promise<void> {
  await root.getByRole('button', { name: /^Pay / }).click();
  await paymentFrame(root).getByRole('button', { name: /^Pay / }).click();
  await root.getByRole('heading', { name: 'Order status' }).waitFor();
}

/** Waits until the widget shows the order ACTIVE and returns the PDF link. */
export async function confirmationLink(root: WidgetRoot): Promise<string> {
  const link = root.getByRole('link', { name: /Download confirmation/ });
  await link.waitFor({ timeout: 30_000 });
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the confirmation link has no href');
  return href;
}

/** The demo site's trip page (`/trip.html`) with `query` (locale, trip, trip-dates, theme, embed) for its widget. */
export const tripUrl = (demoUrl: string, query: Record<string, string>) =>
  `${demoUrl.replace(/\/?$/, '/')}trip.html?${new URLSearchParams(query)}`;

/** From an English trip's plan on through its vehicle step (one vehicle, its e-mail) to the review. */
export async function fillTripVehicle(
  root: WidgetRoot, v: { registration: string; plate: string; email: string },
): Promise<void> {
  await root.getByRole('button', { name: 'Continue' }).click();
  await root.getByLabel('Registration country').selectOption(v.registration);
  await root.getByLabel('Licence plate').fill(v.plate);
  await root.getByLabel('Email').fill(v.email);
  await root.getByRole('button', { name: 'Continue' }).click();
}
