import { HUNGARIAN_COUNTIES } from './hungarian-counties.ts';
import type { ProductTextTable } from './product-texts.ts';

export const texts: ProductTextTable = {
  products: {
    'vignette-at-1-day': { name: 'Austria vignette, 1 day', description: 'Motorways and expressways (ASFINAG) for one calendar day.' },
    'vignette-at-10-days': { name: 'Austria vignette, 10 days', description: 'Motorways and expressways (ASFINAG) for 10 consecutive days.' },
    'vignette-at-2-months': { name: 'Austria vignette, 2 months', description: 'Motorways and expressways (ASFINAG) for two months.' },
    'vignette-at-1-year': { name: 'Austria annual vignette', description: 'Motorways and expressways for the vignette year, until 31 January of the next year.' },
    'tunnel-at-karawanken': { name: 'Karawanken tunnel (A11) single trip', description: 'One crossing of the Karawanken tunnel between Austria and Slovenia.' },
    'tunnel-at-tauern': { name: 'Tauern and Katschberg tunnels (A10) single trip', description: 'One trip through the Tauern and Katschberg tunnels.' },
    'tunnel-at-arlberg': { name: 'Arlberg road tunnel (S16) single trip', description: 'One trip through the Arlberg road tunnel.' },

    'vignette-ch-1-year': { name: 'Switzerland annual vignette', description: 'National roads for the calendar year, from 1 December before until 31 January after.' },
    'train-ch-loetschberg': { name: 'Lötschberg car train, Kandersteg–Goppenstein', description: 'One car-train crossing through the Lötschberg tunnel.' },
    'train-ch-furka': { name: 'Furka car train, Realp–Oberwald', description: 'One car-train crossing through the Furka base tunnel.' },

    'vignette-cz-1-day': { name: 'Czechia vignette, 1 day', description: 'Tolled motorways for one day.' },
    'vignette-cz-10-days': { name: 'Czechia vignette, 10 days', description: 'Tolled motorways for 10 days.' },
    'vignette-cz-1-month': { name: 'Czechia vignette, 30 days', description: 'Tolled motorways for 30 days.' },
    'vignette-cz-1-year': { name: 'Czechia vignette, 365 days', description: 'Tolled motorways for 365 days.' },

    'vignette-sk-1-day': { name: 'Slovakia vignette, 1 day', description: 'Tolled motorways and expressways for one day.' },
    'vignette-sk-10-days': { name: 'Slovakia vignette, 10 days', description: 'Tolled motorways and expressways for 10 days.' },
    'vignette-sk-30-days': { name: 'Slovakia vignette, 30 days', description: 'Tolled motorways and expressways for 30 days.' },
    'vignette-sk-365-days': { name: 'Slovakia vignette, 365 days', description: 'Tolled motorways and expressways for 365 days.' },

    'vignette-hu-weekly': { name: 'Hungary vignette, 10 days', description: 'The national motorway network for 10 days (categories D1 and D1M; D2 for vans).' },
    'vignette-hu-monthly': { name: 'Hungary vignette, 1 month', description: 'The national motorway network for one month.' },
    'vignette-hu-yearly': { name: 'Hungary annual vignette, whole country', description: 'The national motorway network until 31 January of the next year.' },

    'vignette-si-weekly': { name: 'Slovenia vignette, 7 days', description: 'Motorways and expressways (DARS) for 7 days.' },
    'vignette-si-monthly': { name: 'Slovenia vignette, 1 month', description: 'Motorways and expressways (DARS) for one month.' },
    'vignette-si-half-year': { name: 'Slovenia vignette, 6 months (motorcycles)', description: 'Motorways and expressways for six months; motorcycles only.' },
    'vignette-si-yearly': { name: 'Slovenia vignette, 1 year', description: 'Motorways and expressways for 12 months from the start date.' },

    'vignette-ro-1-day': { name: 'Romania vignette, 1 day', description: 'National roads for one day.' },
    'vignette-ro-7-days': { name: 'Romania vignette, 7 days', description: 'National roads for 7 days.' },
    'vignette-ro-30-days': { name: 'Romania vignette, 30 days', description: 'National roads for 30 days; the VIN is required.' },
    'vignette-ro-90-days': { name: 'Romania vignette, 90 days', description: 'National roads for 90 days; the VIN is required.' },
    'vignette-ro-365-days': { name: 'Romania vignette, 12 months', description: 'National roads for 12 months; the VIN is required.' },
    'bridge-ro-fetesti': { name: 'Fetești–Cernavodă bridge toll (A2)', description: 'One crossing of the Danube bridges on the A2 motorway.' },

    'vignette-bg-weekend': { name: 'Bulgaria weekend vignette', description: 'National roads from Friday noon to Sunday midnight.' },
    'vignette-bg-weekly': { name: 'Bulgaria vignette, 7 days', description: 'National roads for 7 days.' },
    'vignette-bg-monthly': { name: 'Bulgaria vignette, 1 month', description: 'National roads for one month.' },
    'vignette-bg-quarterly': { name: 'Bulgaria vignette, 3 months', description: 'National roads for three months.' },
    'vignette-bg-yearly': { name: 'Bulgaria vignette, 1 year', description: 'National roads for 12 months.' },
    'ferry-bg-oryahovo': { name: 'Oryahovo–Bechet Danube ferry', description: 'One crossing of the Danube between Bulgaria and Romania.' },

    'vignette-md-7-days': { name: 'Moldova vignette, 7 days', description: 'Public roads for foreign-registered vehicles for 7 days.' },
    'vignette-md-15-days': { name: 'Moldova vignette, 15 days', description: 'Public roads for foreign-registered vehicles for 15 days.' },
    'vignette-md-30-days': { name: 'Moldova vignette, 30 days', description: 'Public roads for foreign-registered vehicles for 30 days.' },
    'vignette-md-90-days': { name: 'Moldova vignette, 90 days', description: 'Public roads for foreign-registered vehicles for 90 days.' },
    'vignette-md-180-days': { name: 'Moldova vignette, 180 days', description: 'Public roads for foreign-registered vehicles for 180 days.' },
    'vignette-md-1-year': { name: 'Moldova vignette, 1 year', description: 'Public roads for foreign-registered vehicles for 12 months.' },
  },
  county: {
    name: 'Hungary annual vignette, {county} county',
    description: 'The county’s motorway sections until 31 January of the next year.',
  },
  counties: HUNGARIAN_COUNTIES,
  vehicleTypes: { car: 'car', van: 'van', moto: 'motorcycle' },
};
