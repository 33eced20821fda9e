import { HUNGARIAN_COUNTIES } from './hungarian-counties.ts';
import type { ProductTextTable } from './product-texts.ts';

export const texts: ProductTextTable = {
  products: {
    'vignette-at-1-day': { name: 'Autópálya-matrica – Ausztria, 1 nap', description: 'Autópályák és gyorsforgalmi utak (ASFINAG) egy naptári napra.' },
    'vignette-at-10-days': { name: 'Autópálya-matrica – Ausztria, 10 nap', description: 'Autópályák és gyorsforgalmi utak (ASFINAG) 10 egymást követő napra.' },
    'vignette-at-2-months': { name: 'Autópálya-matrica – Ausztria, 2 hónap', description: 'Autópályák és gyorsforgalmi utak (ASFINAG) két hónapra.' },
    'vignette-at-1-year': { name: 'Éves autópálya-matrica – Ausztria', description: 'Autópályák és gyorsforgalmi utak a matricaévre, a következő év január 31-ig.' },
    'tunnel-at-karawanken': { name: 'Karavanka-alagút (A11), egyszeri áthaladás', description: 'Egy áthaladás a Karavanka-alagúton Ausztria és Szlovénia között.' },
    'tunnel-at-tauern': { name: 'Tauern- és Katschberg-alagút (A10), egyszeri áthaladás', description: 'Egy áthaladás a Tauern- és a Katschberg-alagúton.' },
    'tunnel-at-arlberg': { name: 'Arlbergi közúti alagút (S16), egyszeri áthaladás', description: 'Egy áthaladás az Arlbergi közúti alagúton.' },

    'vignette-ch-1-year': { name: 'Éves autópálya-matrica – Svájc', description: 'Nemzeti utak a naptári évre, az előző év december 1-jétől a következő év január 31-ig.' },
    'train-ch-loetschberg': { name: 'Lötschbergi autószállító vonat, Kandersteg–Goppenstein', description: 'Egy út autószállító vonattal a Lötschberg-alagúton át.' },
    'train-ch-furka': { name: 'Furkai autószállító vonat, Realp–Oberwald', description: 'Egy út autószállító vonattal a Furka-bázisalagúton át.' },

    'vignette-cz-1-day': { name: 'Autópálya-matrica – Csehország, 1 nap', description: 'Díjköteles autópályák egy napra.' },
    'vignette-cz-10-days': { name: 'Autópálya-matrica – Csehország, 10 nap', description: 'Díjköteles autópályák 10 napra.' },
    'vignette-cz-1-month': { name: 'Autópálya-matrica – Csehország, 30 nap', description: 'Díjköteles autópályák 30 napra.' },
    'vignette-cz-1-year': { name: 'Autópálya-matrica – Csehország, 365 nap', description: 'Díjköteles autópályák 365 napra.' },

    'vignette-sk-1-day': { name: 'Autópálya-matrica – Szlovákia, 1 nap', description: 'Díjköteles autópályák és gyorsforgalmi utak egy napra.' },
    'vignette-sk-10-days': { name: 'Autópálya-matrica – Szlovákia, 10 nap', description: 'Díjköteles autópályák és gyorsforgalmi utak 10 napra.' },
    'vignette-sk-30-days': { name: 'Autópálya-matrica – Szlovákia, 30 nap', description: 'Díjköteles autópályák és gyorsforgalmi utak 30 napra.' },
    'vignette-sk-365-days': { name: 'Autópálya-matrica – Szlovákia, 365 nap', description: 'Díjköteles autópályák és gyorsforgalmi utak 365 napra.' },

    'vignette-hu-weekly': { name: 'Heti országos e-matrica (10 nap)', description: 'Az országos gyorsforgalmi úthálózat 10 napra (D1 és D1M kategória, kisteherautónak D2).' },
    'vignette-hu-monthly': { name: 'Havi országos e-matrica', description: 'Az országos gyorsforgalmi úthálózat egy hónapra.' },
    'vignette-hu-yearly': { name: 'Éves országos e-matrica', description: 'Az országos gyorsforgalmi úthálózat a következő év január 31-ig.' },

    'vignette-si-weekly': { name: 'Autópálya-matrica – Szlovénia, 7 nap', description: 'Autópályák és gyorsforgalmi utak (DARS) 7 napra.' },
    'vignette-si-monthly': { name: 'Autópálya-matrica – Szlovénia, 1 hónap', description: 'Autópályák és gyorsforgalmi utak (DARS) egy hónapra.' },
    'vignette-si-half-year': { name: 'Autópálya-matrica – Szlovénia, 6 hónap (motorkerékpár)', description: 'Autópályák és gyorsforgalmi utak hat hónapra, csak motorkerékpárnak.' },
    'vignette-si-yearly': { name: 'Autópálya-matrica – Szlovénia, 1 év', description: 'Autópályák és gyorsforgalmi utak 12 hónapra a kezdőnaptól.' },

    'vignette-ro-1-day': { name: 'Autópálya-matrica – Románia, 1 nap', description: 'Országos utak egy napra.' },
    'vignette-ro-7-days': { name: 'Autópálya-matrica – Románia, 7 nap', description: 'Országos utak 7 napra.' },
    'vignette-ro-30-days': { name: 'Autópálya-matrica – Románia, 30 nap', description: 'Országos utak 30 napra; az alvázszám (VIN) megadása kötelező.' },
    'vignette-ro-90-days': { name: 'Autópálya-matrica – Románia, 90 nap', description: 'Országos utak 90 napra; az alvázszám (VIN) megadása kötelező.' },
    'vignette-ro-365-days': { name: 'Autópálya-matrica – Románia, 12 hónap', description: 'Országos utak 12 hónapra; az alvázszám (VIN) megadása kötelező.' },
    'bridge-ro-fetesti': { name: 'Fetești–Cernavodă hídvám (A2)', description: 'Egy áthaladás az A2-es autópálya Duna-hídjain.' },

    'vignette-bg-weekend': { name: 'Hétvégi autópálya-matrica – Bulgária', description: 'Országos utak péntek déltől vasárnap éjfélig.' },
    'vignette-bg-weekly': { name: 'Autópálya-matrica – Bulgária, 7 nap', description: 'Országos utak 7 napra.' },
    'vignette-bg-monthly': { name: 'Autópálya-matrica – Bulgária, 1 hónap', description: 'Országos utak egy hónapra.' },
    'vignette-bg-quarterly': { name: 'Autópálya-matrica – Bulgária, 3 hónap', description: 'Országos utak három hónapra.' },
    'vignette-bg-yearly': { name: 'Autópálya-matrica – Bulgária, 1 év', description: 'Országos utak 12 hónapra.' },
    'ferry-bg-oryahovo': { name: 'Orjahovo–Bechet dunai komp', description: 'Egy átkelés a Dunán Bulgária és Románia között.' },

    'vignette-md-7-days': { name: 'Autópálya-matrica – Moldova, 7 nap', description: 'Közutak külföldön nyilvántartott járműveknek 7 napra.' },
    'vignette-md-15-days': { name: 'Autópálya-matrica – Moldova, 15 nap', description: 'Közutak külföldön nyilvántartott járműveknek 15 napra.' },
    'vignette-md-30-days': { name: 'Autópálya-matrica – Moldova, 30 nap', description: 'Közutak külföldön nyilvántartott járműveknek 30 napra.' },
    'vignette-md-90-days': { name: 'Autópálya-matrica – Moldova, 90 nap', description: 'Közutak külföldön nyilvántartott járműveknek 90 napra.' },
    'vignette-md-180-days': { name: 'Autópálya-matrica – Moldova, 180 nap', description: 'Közutak külföldön nyilvántartott járműveknek 180 napra.' },
    'vignette-md-1-year': { name: 'Autópálya-matrica – Moldova, 1 év', description: 'Közutak külföldön nyilvántartott járműveknek 12 hónapra.' },
  },
  county: {
    name: '{county} vármegyei éves e-matrica',
    description: 'A vármegye gyorsforgalmi útszakaszai a következő év január 31-ig.',
  },
  counties: HUNGARIAN_COUNTIES,
  vehicleTypes: { car: 'személyautó', van: 'kisteherautó', moto: 'motorkerékpár' },
};
