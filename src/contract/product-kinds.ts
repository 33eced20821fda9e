/**
 * The countries and product types of the catalogue as plain lists, apart from their zod schemas
 * (primitives.ts), so a browser app can list them without carrying zod.
 */

/** The 9 countries whose products we sell (ISO 3166-1 alpha-2). */
export const COUNTRIES = ['AT', 'CH', 'CZ', 'SK', 'HU', 'SI', 'RO', 'BG', 'MD'] as const;

export const PRODUCT_TYPES = ['vignette', 'tunnel', 'bridge', 'train', 'ferry'] as const;
