import { userMessage, type PartnerPrompt } from './partner-prompt.ts';

/** Buying a vignette for a plate, step by step with the tools and their refusals. */
export const buyVignettePrompt: PartnerPrompt = {
  definition: {
    name: 'buy_vignette',
    title: 'Buy a vignette for a plate',
    description: 'Steps to buy a road vignette for one vehicle and follow it to ACTIVE with its confirmation PDF.',
    arguments: [
      { name: 'plate', description: 'The licence plate, e.g. "W 12345 A"', required: true },
      { name: 'registration_country', description: 'Where the vehicle is registered, ISO alpha-2, e.g. AT', required: true },
      { name: 'country', description: 'Where the vignette is used: AT, CH, CZ, SK, HU, SI, RO, BG or MD', required: true },
      { name: 'email', description: 'The shopper\'s e-mail', required: true },
      { name: 'start_date', description: 'First day of validity, YYYY-MM-DD (default today)', required: false },
      { name: 'vehicle_type', description: 'car, van or moto (default car)', required: false },
    ],
  },
  render: (a) => userMessage('Buy a vignette', [
    `Buy a ${a.country} vignette for the ${a.vehicle_type ?? 'car'} with plate "${a.plate}" registered in ${a.registration_country}, for ${a.email}, starting ${a.start_date ?? 'today'}.`,
    '1. validate_vehicle with the plate and registration country. If valid is false, tell me its message and stop.',
    `2. get_products with country ${a.country}, type vignette and the vehicle type. Pick the product whose period fits (ask me if several do) and note its slug, price, vin_required and required_user_fields; ask me for any missing field (a VIN, Moldovan user details).`,
    '3. create_order with order_has_been_paid true, the user, one products[] item (product slug, start_date, vehicle {plate, country, type, vin?}) and a fresh idempotency_key of 16-64 letters and digits. After a timeout or an internal_error, call it again with the same key. If the result is an error, act on its code: duplicate_order means the vehicle already has it (stop); other codes name what to correct.',
    '4. Follow the order with get_order_status, a few seconds apart at most 3 times a minute: CREATED, PENDING and WILL BE ACTIVE are on their way; DEFERRED starts later (more than 3 days away); DELETED needs support.',
    '5. Once ACTIVE, get_order and give me cars[0].pdf, the confirmation PDF link, with the validity dates.',
    'The rules are in the resource road-checkout://docs/rules.md; search_docs finds a code or a status.',
  ].join('\n')),
};
