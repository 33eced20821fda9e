import { HUNGARIAN_COUNTIES } from './hungarian-counties.ts';
import type { ProductTextTable } from './product-texts.ts';

export const texts: ProductTextTable = {
  products: {
    'vignette-at-1-day': { name: 'Vinjeta Avstrija, 1 dan', description: 'Avtoceste in hitre ceste (ASFINAG) za en koledarski dan.' },
    'vignette-at-10-days': { name: 'Vinjeta Avstrija, 10 dni', description: 'Avtoceste in hitre ceste (ASFINAG) za 10 zaporednih dni.' },
    'vignette-at-2-months': { name: 'Vinjeta Avstrija, 2 meseca', description: 'Avtoceste in hitre ceste (ASFINAG) za dva meseca.' },
    'vignette-at-1-year': { name: 'Letna vinjeta Avstrija', description: 'Avtoceste in hitre ceste za vinjetno leto, do 31. januarja naslednjega leta.' },
    'tunnel-at-karawanken': { name: 'Predor Karavanke (A11), enkratna vožnja', description: 'Ena vožnja skozi predor Karavanke med Avstrijo in Slovenijo.' },
    'tunnel-at-tauern': { name: 'Predora Ture in Katschberg (A10), enkratna vožnja', description: 'Ena vožnja skozi predora Ture in Katschberg.' },
    'tunnel-at-arlberg': { name: 'Cestni predor Arlberg (S16), enkratna vožnja', description: 'Ena vožnja skozi cestni predor Arlberg.' },

    'vignette-ch-1-year': { name: 'Letna vinjeta Švica', description: 'Nacionalne ceste za koledarsko leto, od 1. decembra prejšnjega leta do 31. januarja naslednjega leta.' },
    'train-ch-loetschberg': { name: 'Avtovlak Lötschberg, Kandersteg–Goppenstein', description: 'Ena vožnja z avtovlakom skozi predor Lötschberg.' },
    'train-ch-furka': { name: 'Avtovlak Furka, Realp–Oberwald', description: 'Ena vožnja z avtovlakom skozi bazni predor Furka.' },

    'vignette-cz-1-day': { name: 'Vinjeta Češka, 1 dan', description: 'Cestninske avtoceste za en dan.' },
    'vignette-cz-10-days': { name: 'Vinjeta Češka, 10 dni', description: 'Cestninske avtoceste za 10 dni.' },
    'vignette-cz-1-month': { name: 'Vinjeta Češka, 30 dni', description: 'Cestninske avtoceste za 30 dni.' },
    'vignette-cz-1-year': { name: 'Vinjeta Češka, 365 dni', description: 'Cestninske avtoceste za 365 dni.' },

    'vignette-sk-1-day': { name: 'Vinjeta Slovaška, 1 dan', description: 'Cestninske avtoceste in hitre ceste za en dan.' },
    'vignette-sk-10-days': { name: 'Vinjeta Slovaška, 10 dni', description: 'Cestninske avtoceste in hitre ceste za 10 dni.' },
    'vignette-sk-30-days': { name: 'Vinjeta Slovaška, 30 dni', description: 'Cestninske avtoceste in hitre ceste za 30 dni.' },
    'vignette-sk-365-days': { name: 'Vinjeta Slovaška, 365 dni', description: 'Cestninske avtoceste in hitre ceste za 365 dni.' },

    'vignette-hu-weekly': { name: 'Vinjeta Madžarska, 10 dni', description: 'Državno avtocestno omrežje za 10 dni (kategoriji D1 in D1M; D2 za kombije).' },
    'vignette-hu-monthly': { name: 'Vinjeta Madžarska, 1 mesec', description: 'Državno avtocestno omrežje za en mesec.' },
    'vignette-hu-yearly': { name: 'Letna vinjeta Madžarska, vsa država', description: 'Državno avtocestno omrežje do 31. januarja naslednjega leta.' },

    'vignette-si-weekly': { name: 'Vinjeta Slovenija, 7 dni', description: 'Avtoceste in hitre ceste (DARS) za 7 dni.' },
    'vignette-si-monthly': { name: 'Vinjeta Slovenija, 1 mesec', description: 'Avtoceste in hitre ceste (DARS) za en mesec.' },
    'vignette-si-half-year': { name: 'Vinjeta Slovenija, 6 mesecev (motorna kolesa)', description: 'Avtoceste in hitre ceste za šest mesecev; samo za motorna kolesa.' },
    'vignette-si-yearly': { name: 'Vinjeta Slovenija, 1 leto', description: 'Avtoceste in hitre ceste za 12 mesecev od začetka veljavnosti.' },

    'vignette-ro-1-day': { name: 'Vinjeta Romunija, 1 dan', description: 'Državne ceste za en dan.' },
    'vignette-ro-7-days': { name: 'Vinjeta Romunija, 7 dni', description: 'Državne ceste za 7 dni.' },
    'vignette-ro-30-days': { name: 'Vinjeta Romunija, 30 dni', description: 'Državne ceste za 30 dni; obvezna je številka VIN.' },
    'vignette-ro-90-days': { name: 'Vinjeta Romunija, 90 dni', description: 'Državne ceste za 90 dni; obvezna je številka VIN.' },
    'vignette-ro-365-days': { name: 'Vinjeta Romunija, 12 mesecev', description: 'Državne ceste za 12 mesecev; obvezna je številka VIN.' },
    'bridge-ro-fetesti': { name: 'Cestnina za most Fetești–Cernavodă (A2)', description: 'En prehod mostov čez Donavo na avtocesti A2.' },

    'vignette-bg-weekend': { name: 'Vikend vinjeta Bolgarija', description: 'Državne ceste od petka opoldne do nedelje opolnoči.' },
    'vignette-bg-weekly': { name: 'Vinjeta Bolgarija, 7 dni', description: 'Državne ceste za 7 dni.' },
    'vignette-bg-monthly': { name: 'Vinjeta Bolgarija, 1 mesec', description: 'Državne ceste za en mesec.' },
    'vignette-bg-quarterly': { name: 'Vinjeta Bolgarija, 3 meseci', description: 'Državne ceste za tri mesece.' },
    'vignette-bg-yearly': { name: 'Vinjeta Bolgarija, 1 leto', description: 'Državne ceste za 12 mesecev.' },
    'ferry-bg-oryahovo': { name: 'Trajekt čez Donavo Orjahovo–Bechet', description: 'En prevoz čez Donavo med Bolgarijo in Romunijo.' },

    'vignette-md-7-days': { name: 'Vinjeta Moldavija, 7 dni', description: 'Javne ceste za vozila, registrirana v tujini, za 7 dni.' },
    'vignette-md-15-days': { name: 'Vinjeta Moldavija, 15 dni', description: 'Javne ceste za vozila, registrirana v tujini, za 15 dni.' },
    'vignette-md-30-days': { name: 'Vinjeta Moldavija, 30 dni', description: 'Javne ceste za vozila, registrirana v tujini, za 30 dni.' },
    'vignette-md-90-days': { name: 'Vinjeta Moldavija, 90 dni', description: 'Javne ceste za vozila, registrirana v tujini, za 90 dni.' },
    'vignette-md-180-days': { name: 'Vinjeta Moldavija, 180 dni', description: 'Javne ceste za vozila, registrirana v tujini, za 180 dni.' },
    'vignette-md-1-year': { name: 'Vinjeta Moldavija, 1 leto', description: 'Javne ceste za vozila, registrirana v tujini, za 12 mesecev.' },
  },
  county: {
    name: 'Letna vinjeta Madžarska, županija {county}',
    description: 'Avtocestni odseki v županiji do 31. januarja naslednjega leta.',
  },
  counties: HUNGARIAN_COUNTIES,
  vehicleTypes: { car: 'osebni avtomobil', van: 'kombi', moto: 'motorno kolo' },
};
