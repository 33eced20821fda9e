import type { Operation } from '../operation.ts';

export const CATALOGUE_OPERATIONS: Operation[] = [
  {
    operationId: 'listProducts', method: 'get', path: '/public/products', tag: 'Catalogue', limit: 'GET /products',
    summary: 'All available products',
    description: 'A bare array (spec 4). The catalogue changes rarely: ask at most once every 5 minutes and at least once every 30 (spec 1).',
    params: ['CountryFilter', 'ProductTypeFilter', 'VehicleTypeFilter'],
    success: [{ status: 200, description: 'The products that match every filter given', schema: 'ProductList' }],
    problems: { 400: ['invalid_request'] },
  },
  {
    operationId: 'getProductsStatus', method: 'get', path: '/public/products/status', tag: 'Catalogue', limit: 'GET /products/status',
    summary: 'National providers and every product\'s availability',
    description: 'Call it when a checkout page loads and keep it about 60 seconds. A national provider silent for more than 5 minutes stops vignettes starting today (`immediate_available: false`).',
    success: [{ status: 200, description: 'Providers and products', schema: 'ProductsStatus' }],
  },
  {
    operationId: 'validateVehicle', method: 'post', path: '/public/validate-vehicle', tag: 'Vehicles', limit: 'POST /validate-vehicle',
    summary: 'Check a plate against its registration country (free)',
    description: 'Call it after the plate is entered, before creating an order. A plate that breaks its country\'s rule is still a 200, with `valid: false`, `code: invalid_plate` and a message to show.',
    body: 'ValidateVehicleRequest',
    success: [{ status: 200, description: 'The verdict and the plate as the registers write it', schema: 'ValidateVehicleResult' }],
  },
];
