import type { StepKey } from './steps/en.ts';

/**
 * English words of the first screen (the language chunk the loader fetches with the app), the source every
 * other language translates; the keys are the contract between them. The later steps' are in steps/en.ts.
 */
export const messages = {
  'step.product': 'Choose your product',
  'step.vehicle': 'Your vehicle',
  'step.details': 'Your details',
  'step.review': 'Review your order',
  'step.payment': 'Payment',
  'step.status': 'Order status',
  'step.counter': 'Step {n} of {total}',
  'step.announce': 'Step {n} of {total}: {title}',

  'action.continue': 'Continue',
  'trip.open': 'Several countries? Plan your trip',
  'action.back': 'Back',
  'action.retry': 'Retry',
  'action.reload': 'Try again',
  'load.failed': 'The checkout could not be loaded.',

  'field.country': 'Country',
  'field.product': 'Product',
  'field.vehicle_type': 'Vehicle type',
  'field.choose': 'Choose…',

  'vehicle.car': 'Car',
  'vehicle.van': 'Van',
  'vehicle.moto': 'Motorcycle',

  'catalogue.loading': 'Loading products…',

  'step.loading': 'Loading…',
  'catalogue.failed': 'We could not load the products. Check your connection and try again.',
  'catalogue.refused': 'This checkout is not set up for this website yet.',
  'catalogue.none': 'No products are on sale for this country right now.',
  'product.price': 'Price',
  'product.unavailable': 'Unavailable: {reason}',
  'product.unavailableNoReason': 'not on sale right now',
  'product.notToday': 'Orders can start from tomorrow at the earliest.',

  'error.country': 'Choose the country you will drive in',
  'error.product': 'Choose a product that is on sale',
  'error.vehicle_type': 'Choose a vehicle type this product is sold for',
  'resume.loading': 'Loading your order…',
  'availability.down':
    'The national system of {country} is not answering right now. Orders are taken and registered once it is back.',
} as const;

/** Every key of the widget's words: the first screen's (this chunk) and the later steps' (steps/en.ts). */
export type MessageKey = keyof typeof messages | StepKey;
/** The first screen's keys, which every language's chunk has. */
export type FirstKey = keyof typeof messages;
