import { HUNGARIAN_COUNTIES } from './hungarian-counties.ts';
import type { ProductTextTable } from './product-texts.ts';

export const texts: ProductTextTable = {
  products: {
    'vignette-at-1-day': { name: 'Vignetă Austria, 1 zi', description: 'Autostrăzi și drumuri expres (ASFINAG) pentru o zi calendaristică.' },
    'vignette-at-10-days': { name: 'Vignetă Austria, 10 zile', description: 'Autostrăzi și drumuri expres (ASFINAG) pentru 10 zile consecutive.' },
    'vignette-at-2-months': { name: 'Vignetă Austria, 2 luni', description: 'Autostrăzi și drumuri expres (ASFINAG) pentru două luni.' },
    'vignette-at-1-year': { name: 'Vignetă anuală Austria', description: 'Autostrăzi și drumuri expres pentru anul vinietei, până la 31 ianuarie al anului următor.' },
    'tunnel-at-karawanken': { name: 'Tunelul Karawanken (A11), o singură trecere', description: 'O trecere prin tunelul Karawanken, între Austria și Slovenia.' },
    'tunnel-at-tauern': { name: 'Tunelurile Tauern și Katschberg (A10), o singură trecere', description: 'O trecere prin tunelurile Tauern și Katschberg.' },
    'tunnel-at-arlberg': { name: 'Tunelul rutier Arlberg (S16), o singură trecere', description: 'O trecere prin tunelul rutier Arlberg.' },

    'vignette-ch-1-year': { name: 'Vignetă anuală Elveția', description: 'Drumuri naționale pentru anul calendaristic, de la 1 decembrie al anului precedent până la 31 ianuarie al anului următor.' },
    'train-ch-loetschberg': { name: 'Trenul pentru autoturisme Lötschberg, Kandersteg–Goppenstein', description: 'O călătorie cu trenul pentru autoturisme prin tunelul Lötschberg.' },
    'train-ch-furka': { name: 'Trenul pentru autoturisme Furka, Realp–Oberwald', description: 'O călătorie cu trenul pentru autoturisme prin tunelul de bază Furka.' },

    'vignette-cz-1-day': { name: 'Vignetă Cehia, 1 zi', description: 'Autostrăzi cu taxă pentru o zi.' },
    'vignette-cz-10-days': { name: 'Vignetă Cehia, 10 zile', description: 'Autostrăzi cu taxă pentru 10 zile.' },
    'vignette-cz-1-month': { name: 'Vignetă Cehia, 30 de zile', description: 'Autostrăzi cu taxă pentru 30 de zile.' },
    'vignette-cz-1-year': { name: 'Vignetă Cehia, 365 de zile', description: 'Autostrăzi cu taxă pentru 365 de zile.' },

    'vignette-sk-1-day': { name: 'Vignetă Slovacia, 1 zi', description: 'Autostrăzi și drumuri expres cu taxă pentru o zi.' },
    'vignette-sk-10-days': { name: 'Vignetă Slovacia, 10 zile', description: 'Autostrăzi și drumuri expres cu taxă pentru 10 zile.' },
    'vignette-sk-30-days': { name: 'Vignetă Slovacia, 30 de zile', description: 'Autostrăzi și drumuri expres cu taxă pentru 30 de zile.' },
    'vignette-sk-365-days': { name: 'Vignetă Slovacia, 365 de zile', description: 'Autostrăzi și drumuri expres cu taxă pentru 365 de zile.' },

    'vignette-hu-weekly': { name: 'Vignetă Ungaria, 10 zile', description: 'Rețeaua națională de autostrăzi pentru 10 zile (categoriile D1 și D1M; D2 pentru autoutilitare).' },
    'vignette-hu-monthly': { name: 'Vignetă Ungaria, 1 lună', description: 'Rețeaua națională de autostrăzi pentru o lună.' },
    'vignette-hu-yearly': { name: 'Vignetă anuală Ungaria, toată țara', description: 'Rețeaua națională de autostrăzi până la 31 ianuarie al anului următor.' },

    'vignette-si-weekly': { name: 'Vignetă Slovenia, 7 zile', description: 'Autostrăzi și drumuri expres (DARS) pentru 7 zile.' },
    'vignette-si-monthly': { name: 'Vignetă Slovenia, 1 lună', description: 'Autostrăzi și drumuri expres (DARS) pentru o lună.' },
    'vignette-si-half-year': { name: 'Vignetă Slovenia, 6 luni (motociclete)', description: 'Autostrăzi și drumuri expres pentru șase luni; doar pentru motociclete.' },
    'vignette-si-yearly': { name: 'Vignetă Slovenia, 1 an', description: 'Autostrăzi și drumuri expres pentru 12 luni de la data de început.' },

    'vignette-ro-1-day': { name: 'Rovinietă România, 1 zi', description: 'Drumurile naționale pentru o zi.' },
    'vignette-ro-7-days': { name: 'Rovinietă România, 7 zile', description: 'Drumurile naționale pentru 7 zile.' },
    'vignette-ro-30-days': { name: 'Rovinietă România, 30 de zile', description: 'Drumurile naționale pentru 30 de zile; seria de șasiu (VIN) este obligatorie.' },
    'vignette-ro-90-days': { name: 'Rovinietă România, 90 de zile', description: 'Drumurile naționale pentru 90 de zile; seria de șasiu (VIN) este obligatorie.' },
    'vignette-ro-365-days': { name: 'Rovinietă România, 12 luni', description: 'Drumurile naționale pentru 12 luni; seria de șasiu (VIN) este obligatorie.' },
    'bridge-ro-fetesti': { name: 'Taxa de pod Fetești–Cernavodă (A2)', description: 'O trecere peste podurile de peste Dunăre de pe autostrada A2.' },

    'vignette-bg-weekend': { name: 'Vignetă de weekend Bulgaria', description: 'Drumuri naționale de vineri de la prânz până duminică la miezul nopții.' },
    'vignette-bg-weekly': { name: 'Vignetă Bulgaria, 7 zile', description: 'Drumuri naționale pentru 7 zile.' },
    'vignette-bg-monthly': { name: 'Vignetă Bulgaria, 1 lună', description: 'Drumuri naționale pentru o lună.' },
    'vignette-bg-quarterly': { name: 'Vignetă Bulgaria, 3 luni', description: 'Drumuri naționale pentru trei luni.' },
    'vignette-bg-yearly': { name: 'Vignetă Bulgaria, 1 an', description: 'Drumuri naționale pentru 12 luni.' },
    'ferry-bg-oryahovo': { name: 'Bac pe Dunăre Oreahovo–Bechet', description: 'O traversare a Dunării între Bulgaria și România.' },

    'vignette-md-7-days': { name: 'Vignetă Republica Moldova, 7 zile', description: 'Drumurile publice, pentru vehiculele înmatriculate în străinătate, pentru 7 zile.' },
    'vignette-md-15-days': { name: 'Vignetă Republica Moldova, 15 zile', description: 'Drumurile publice, pentru vehiculele înmatriculate în străinătate, pentru 15 zile.' },
    'vignette-md-30-days': { name: 'Vignetă Republica Moldova, 30 de zile', description: 'Drumurile publice, pentru vehiculele înmatriculate în străinătate, pentru 30 de zile.' },
    'vignette-md-90-days': { name: 'Vignetă Republica Moldova, 90 de zile', description: 'Drumurile publice, pentru vehiculele înmatriculate în străinătate, pentru 90 de zile.' },
    'vignette-md-180-days': { name: 'Vignetă Republica Moldova, 180 de zile', description: 'Drumurile publice, pentru vehiculele înmatriculate în străinătate, pentru 180 de zile.' },
    'vignette-md-1-year': { name: 'Vignetă Republica Moldova, 1 an', description: 'Drumurile publice, pentru vehiculele înmatriculate în străinătate, pentru 12 luni.' },
  },
  county: {
    name: 'Vignetă anuală Ungaria, județul {county}',
    description: 'Tronsoanele de autostradă din județ, până la 31 ianuarie al anului următor.',
  },
  counties: HUNGARIAN_COUNTIES,
  vehicleTypes: { car: 'autoturism', van: 'autoutilitară', moto: 'motocicletă' },
};
