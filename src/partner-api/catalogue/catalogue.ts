import type { Country, ProductType, VehicleType } from '../../contract/primitives.ts';
import type { Product, UserField, Validity } from '../../contract/product.ts';
import { COUNTY_VIGNETTE_PREFIX, HUNGARIAN_COUNTIES } from '../../contract/product-texts/hungarian-counties.ts';

/**
 * Sandbox catalogue: public 2025-26 prices converted to EUR cents (CHF, CZK,
 * HUF, RON, BGN and MDL at mid-2025 rates). A vehicle type missing from
 * `prices` is not sold for that product (e.g. motorcycles need no vignette
 * in Czechia, Slovakia, Romania and Bulgaria).
 */
type Prices = Partial<Record<VehicleType, number>>;

interface Options {
  vinRequired?: boolean;
  requiredUserFields?: UserField[];
}

const ALL_USER_FIELDS: UserField[] = ['email', 'first_name', 'last_name', 'phone', 'address'];

function product(
  slug: string, name: string, description: string, period: string, validity: Validity, prices: Prices,
  options: Options = {},
): Product {
  const [type, cc] = slug.split('-') as [ProductType, string];
  return {
    slug,
    type,
    country: cc.toUpperCase() as Country,
    name,
    description,
    period,
    validity,
    prices: (Object.entries(prices) as [VehicleType, number][]).map(([vehicle_type, amount]) => ({ vehicle_type, price: { amount, currency: 'EUR' } })),
    vin_required: options.vinRequired ?? false,
    required_user_fields: options.requiredUserFields ?? ['email'],
    // Flexible Service (change or refund before the start) exists for time-based vignettes only.
    flex_available: type === 'vignette' && validity === 'rolling',
  };
}

const HU_COUNTIES = Object.entries(HUNGARIAN_COUNTIES);

export const CATALOGUE: readonly Product[] = [
  product('vignette-at-1-day', 'Austria 1-day digital vignette', 'Motorways and expressways (ASFINAG) for one calendar day.', 'P1D', 'rolling', { car: 880, van: 880, moto: 350 }),
  product('vignette-at-10-days', 'Austria 10-day digital vignette', 'Motorways and expressways (ASFINAG) for 10 consecutive days.', 'P10D', 'rolling', { car: 1240, van: 1240, moto: 490 }),
  product('vignette-at-2-months', 'Austria 2-month digital vignette', 'Motorways and expressways (ASFINAG) for two months.', 'P2M', 'rolling', { car: 3110, van: 3110, moto: 1240 }),
  product('vignette-at-1-year', 'Austria annual digital vignette', 'Motorways and expressways for the vignette year, until 31 January of the next year.', 'P1Y', 'calendar_year', { car: 10380, van: 10380, moto: 4130 }),
  product('tunnel-at-karawanken', 'Karawanken tunnel (A11) single trip', 'One crossing of the Karawanken tunnel between Austria and Slovenia.', 'P1D', 'single_journey', { car: 880, van: 880, moto: 640 }),
  product('tunnel-at-tauern', 'Tauern and Katschberg tunnels (A10) single trip', 'One trip through the Tauern and Katschberg tunnels.', 'P1D', 'single_journey', { car: 1500, van: 1500, moto: 1050 }),
  product('tunnel-at-arlberg', 'Arlberg road tunnel (S16) single trip', 'One trip through the Arlberg road tunnel.', 'P1D', 'single_journey', { car: 1400, van: 1400, moto: 1000 }),

  product('vignette-ch-1-year', 'Switzerland motorway vignette', 'National roads for the calendar year, from 1 December before until 31 January after.', 'P1Y', 'calendar_year', { car: 4300, van: 4300, moto: 4300 }),
  product('train-ch-loetschberg', 'Lötschberg car train Kandersteg–Goppenstein', 'One car-train crossing through the Lötschberg tunnel.', 'P1D', 'single_journey', { car: 3150, van: 3150, moto: 2350 }),
  product('train-ch-furka', 'Furka car train Realp–Oberwald', 'One car-train crossing through the Furka base tunnel.', 'P1D', 'single_journey', { car: 3500, van: 3500, moto: 2600 }),

  product('vignette-cz-1-day', 'Czechia 1-day e-vignette', 'Tolled motorways for one day.', 'P1D', 'rolling', { car: 800, van: 800 }),
  product('vignette-cz-10-days', 'Czechia 10-day e-vignette', 'Tolled motorways for 10 days.', 'P10D', 'rolling', { car: 1160, van: 1160 }),
  product('vignette-cz-1-month', 'Czechia 30-day e-vignette', 'Tolled motorways for 30 days.', 'P30D', 'rolling', { car: 1840, van: 1840 }),
  product('vignette-cz-1-year', 'Czechia 365-day e-vignette', 'Tolled motorways for 365 days.', 'P365D', 'rolling', { car: 9760, van: 9760 }),

  product('vignette-sk-1-day', 'Slovakia 1-day e-vignette', 'Tolled motorways and expressways for one day.', 'P1D', 'rolling', { car: 810, van: 810 }),
  product('vignette-sk-10-days', 'Slovakia 10-day e-vignette', 'Tolled motorways and expressways for 10 days.', 'P10D', 'rolling', { car: 1620, van: 1620 }),
  product('vignette-sk-30-days', 'Slovakia 30-day e-vignette', 'Tolled motorways and expressways for 30 days.', 'P30D', 'rolling', { car: 2430, van: 2430 }),
  product('vignette-sk-365-days', 'Slovakia 365-day e-vignette', 'Tolled motorways and expressways for 365 days.', 'P365D', 'rolling', { car: 9000, van: 9000 }),

  product('vignette-hu-weekly', 'Hungary weekly e-vignette (10 days)', 'National motorway network for 10 days (D1/D1M; D2 for vans).', 'P10D', 'rolling', { car: 1610, van: 2360, moto: 820 }),
  product('vignette-hu-monthly', 'Hungary monthly e-vignette', 'National motorway network for one month.', 'P1M', 'rolling', { car: 2600, van: 3660, moto: 1300 }),
  product('vignette-hu-yearly', 'Hungary annual e-vignette', 'National motorway network until 31 January of the next year.', 'P1Y', 'calendar_year', { car: 14380, van: 28760, moto: 7190 }),
  ...HU_COUNTIES.map(([slug, name]) => product(`${COUNTY_VIGNETTE_PREFIX}${slug}`, `Hungary county vignette: ${name}`, `Motorway sections in ${name} county until 31 January of the next year.`, 'P1Y', 'calendar_year', { car: 1670, van: 3340 })),

  product('vignette-si-weekly', 'Slovenia weekly e-vignette', 'Motorways and expressways (DARS) for 7 days.', 'P7D', 'rolling', { car: 1600, van: 3200, moto: 800 }),
  product('vignette-si-monthly', 'Slovenia monthly e-vignette', 'Motorways and expressways (DARS) for one month.', 'P1M', 'rolling', { car: 3200, van: 6400 }),
  product('vignette-si-half-year', 'Slovenia half-year e-vignette (motorcycles)', 'Motorways and expressways for six months; motorcycles only.', 'P6M', 'rolling', { moto: 3200 }),
  product('vignette-si-yearly', 'Slovenia annual e-vignette', 'Motorways and expressways for 12 months from the start date.', 'P1Y', 'rolling', { car: 11750, van: 23500, moto: 5880 }),

  product('vignette-ro-1-day', 'Romania 1-day rovinieta', 'National roads for one day.', 'P1D', 'rolling', { car: 300, van: 500 }),
  product('vignette-ro-7-days', 'Romania 7-day rovinieta', 'National roads for 7 days.', 'P7D', 'rolling', { car: 350, van: 700 }),
  product('vignette-ro-30-days', 'Romania 30-day rovinieta', 'National roads for 30 days; the VIN is required.', 'P30D', 'rolling', { car: 700, van: 1600 }, { vinRequired: true }),
  product('vignette-ro-90-days', 'Romania 90-day rovinieta', 'National roads for 90 days; the VIN is required.', 'P90D', 'rolling', { car: 1300, van: 3600 }, { vinRequired: true }),
  product('vignette-ro-365-days', 'Romania 12-month rovinieta', 'National roads for 12 months; the VIN is required.', 'P365D', 'rolling', { car: 2800, van: 9600 }, { vinRequired: true }),
  product('bridge-ro-fetesti', 'Fetești–Cernavodă bridge toll (A2)', 'One crossing of the Danube bridges on the A2 motorway.', 'P1D', 'single_journey', { car: 300, van: 900 }),

  product('vignette-bg-weekend', 'Bulgaria weekend e-vignette', 'National roads from Friday noon to Sunday midnight.', 'P3D', 'rolling', { car: 511, van: 511 }),
  product('vignette-bg-weekly', 'Bulgaria weekly e-vignette', 'National roads for 7 days.', 'P7D', 'rolling', { car: 767, van: 767 }),
  product('vignette-bg-monthly', 'Bulgaria monthly e-vignette', 'National roads for one month.', 'P1M', 'rolling', { car: 1534, van: 1534 }),
  product('vignette-bg-quarterly', 'Bulgaria quarterly e-vignette', 'National roads for three months.', 'P3M', 'rolling', { car: 2761, van: 2761 }),
  product('vignette-bg-yearly', 'Bulgaria annual e-vignette', 'National roads for 12 months.', 'P1Y', 'rolling', { car: 4960, van: 4960 }),
  product('ferry-bg-oryahovo', 'Oryahovo–Bechet Danube ferry', 'One crossing of the Danube between Bulgaria and Romania.', 'P1D', 'single_journey', { car: 1300, van: 2300, moto: 600 }),

  product('vignette-md-7-days', 'Moldova 7-day vignette', 'Public roads for foreign-registered vehicles for 7 days.', 'P7D', 'rolling', { car: 400, van: 700 }, { requiredUserFields: ALL_USER_FIELDS }),
  product('vignette-md-15-days', 'Moldova 15-day vignette', 'Public roads for foreign-registered vehicles for 15 days.', 'P15D', 'rolling', { car: 700, van: 1200 }, { requiredUserFields: ALL_USER_FIELDS }),
  product('vignette-md-30-days', 'Moldova 30-day vignette', 'Public roads for foreign-registered vehicles for 30 days.', 'P30D', 'rolling', { car: 900, van: 1600 }, { requiredUserFields: ALL_USER_FIELDS }),
  product('vignette-md-90-days', 'Moldova 90-day vignette', 'Public roads for foreign-registered vehicles for 90 days.', 'P90D', 'rolling', { car: 2000, van: 3500 }, { requiredUserFields: ALL_USER_FIELDS }),
  product('vignette-md-180-days', 'Moldova 180-day vignette', 'Public roads for foreign-registered vehicles for 180 days.', 'P180D', 'rolling', { car: 3500, van: 6000 }, { requiredUserFields: ALL_USER_FIELDS }),
  product('vignette-md-1-year', 'Moldova annual vignette', 'Public roads for foreign-registered vehicles for 12 months.', 'P1Y', 'rolling', { car: 6000, van: 10000 }, { requiredUserFields: ALL_USER_FIELDS }),
];

const BY_SLUG = new Map(CATALOGUE.map((p) => [p.slug, p]));

export const findProduct = (slug: string): Product | undefined => BY_SLUG.get(slug);
