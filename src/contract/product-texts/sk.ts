import { HUNGARIAN_COUNTIES } from './hungarian-counties.ts';
import type { ProductTextTable } from './product-texts.ts';

export const texts: ProductTextTable = {
  products: {
    'vignette-at-1-day': { name: 'Diaľničná známka Rakúsko, 1 deň', description: 'Diaľnice a\u00a0rýchlostné cesty (ASFINAG) na jeden kalendárny deň.' },
    'vignette-at-10-days': { name: 'Diaľničná známka Rakúsko, 10 dní', description: 'Diaľnice a\u00a0rýchlostné cesty (ASFINAG) na 10 po sebe nasledujúcich dní.' },
    'vignette-at-2-months': { name: 'Diaľničná známka Rakúsko, 2 mesiace', description: 'Diaľnice a\u00a0rýchlostné cesty (ASFINAG) na dva mesiace.' },
    'vignette-at-1-year': { name: 'Ročná diaľničná známka Rakúsko', description: 'Diaľnice a\u00a0rýchlostné cesty na známkový rok, do 31. januára nasledujúceho roka.' },
    'tunnel-at-karawanken': { name: 'Tunel Karavanky (A11), jedna jazda', description: 'Jeden prejazd tunelom Karavanky medzi Rakúskom a\u00a0Slovinskom.' },
    'tunnel-at-tauern': { name: 'Tauernský a\u00a0Katschberský tunel (A10), jedna jazda', description: 'Jedna jazda Tauernským a\u00a0Katschberským tunelom.' },
    'tunnel-at-arlberg': { name: 'Cestný tunel Arlberg (S16), jedna jazda', description: 'Jedna jazda cestným tunelom Arlberg.' },

    'vignette-ch-1-year': { name: 'Ročná diaľničná známka Švajčiarsko', description: 'Národné cesty na kalendárny rok, od 1. decembra predchádzajúceho roka do 31. januára nasledujúceho roka.' },
    'train-ch-loetschberg': { name: 'Autovlak Lötschberg, Kandersteg–Goppenstein', description: 'Jedna jazda autovlakom cez Lötschbergský tunel.' },
    'train-ch-furka': { name: 'Autovlak Furka, Realp–Oberwald', description: 'Jedna jazda autovlakom cez základňový tunel Furka.' },

    'vignette-cz-1-day': { name: 'Diaľničná známka Česko, 1 deň', description: 'Spoplatnené diaľnice na jeden deň.' },
    'vignette-cz-10-days': { name: 'Diaľničná známka Česko, 10 dní', description: 'Spoplatnené diaľnice na 10 dní.' },
    'vignette-cz-1-month': { name: 'Diaľničná známka Česko, 30 dní', description: 'Spoplatnené diaľnice na 30 dní.' },
    'vignette-cz-1-year': { name: 'Diaľničná známka Česko, 365 dní', description: 'Spoplatnené diaľnice na 365 dní.' },

    'vignette-sk-1-day': { name: 'Diaľničná známka Slovensko, 1 deň', description: 'Spoplatnené diaľnice a\u00a0rýchlostné cesty na jeden deň.' },
    'vignette-sk-10-days': { name: 'Diaľničná známka Slovensko, 10 dní', description: 'Spoplatnené diaľnice a\u00a0rýchlostné cesty na 10 dní.' },
    'vignette-sk-30-days': { name: 'Diaľničná známka Slovensko, 30 dní', description: 'Spoplatnené diaľnice a\u00a0rýchlostné cesty na 30 dní.' },
    'vignette-sk-365-days': { name: 'Diaľničná známka Slovensko, 365 dní', description: 'Spoplatnené diaľnice a\u00a0rýchlostné cesty na 365 dní.' },

    'vignette-hu-weekly': { name: 'Diaľničná známka Maďarsko, 10 dní', description: 'Celoštátna diaľničná sieť na 10 dní (kategórie D1 a\u00a0D1M; D2 pre dodávky).' },
    'vignette-hu-monthly': { name: 'Diaľničná známka Maďarsko, 1 mesiac', description: 'Celoštátna diaľničná sieť na jeden mesiac.' },
    'vignette-hu-yearly': { name: 'Ročná diaľničná známka Maďarsko, celoštátna', description: 'Celoštátna diaľničná sieť do 31. januára nasledujúceho roka.' },

    'vignette-si-weekly': { name: 'Diaľničná známka Slovinsko, 7 dní', description: 'Diaľnice a\u00a0rýchlostné cesty (DARS) na 7 dní.' },
    'vignette-si-monthly': { name: 'Diaľničná známka Slovinsko, 1 mesiac', description: 'Diaľnice a\u00a0rýchlostné cesty (DARS) na jeden mesiac.' },
    'vignette-si-half-year': { name: 'Diaľničná známka Slovinsko, 6 mesiacov (motocykle)', description: 'Diaľnice a\u00a0rýchlostné cesty na šesť mesiacov; len pre motocykle.' },
    'vignette-si-yearly': { name: 'Diaľničná známka Slovinsko, 1 rok', description: 'Diaľnice a\u00a0rýchlostné cesty na 12 mesiacov od dátumu začiatku platnosti.' },

    'vignette-ro-1-day': { name: 'Diaľničná známka Rumunsko, 1 deň', description: 'Národné cesty na jeden deň.' },
    'vignette-ro-7-days': { name: 'Diaľničná známka Rumunsko, 7 dní', description: 'Národné cesty na 7 dní.' },
    'vignette-ro-30-days': { name: 'Diaľničná známka Rumunsko, 30 dní', description: 'Národné cesty na 30 dní; vyžaduje sa VIN.' },
    'vignette-ro-90-days': { name: 'Diaľničná známka Rumunsko, 90 dní', description: 'Národné cesty na 90 dní; vyžaduje sa VIN.' },
    'vignette-ro-365-days': { name: 'Diaľničná známka Rumunsko, 12 mesiacov', description: 'Národné cesty na 12 mesiacov; vyžaduje sa VIN.' },
    'bridge-ro-fetesti': { name: 'Mýto za most Fetești–Cernavodă (A2)', description: 'Jeden prejazd cez dunajské mosty na diaľnici A2.' },

    'vignette-bg-weekend': { name: 'Víkendová diaľničná známka Bulharsko', description: 'Národné cesty od piatkového poludnia do nedeľnej polnoci.' },
    'vignette-bg-weekly': { name: 'Diaľničná známka Bulharsko, 7 dní', description: 'Národné cesty na 7 dní.' },
    'vignette-bg-monthly': { name: 'Diaľničná známka Bulharsko, 1 mesiac', description: 'Národné cesty na jeden mesiac.' },
    'vignette-bg-quarterly': { name: 'Diaľničná známka Bulharsko, 3 mesiace', description: 'Národné cesty na tri mesiace.' },
    'vignette-bg-yearly': { name: 'Diaľničná známka Bulharsko, 1 rok', description: 'Národné cesty na 12 mesiacov.' },
    'ferry-bg-oryahovo': { name: 'Kompa cez Dunaj Orjachovo–Bechet', description: 'Jedna plavba cez Dunaj medzi Bulharskom a\u00a0Rumunskom.' },

    'vignette-md-7-days': { name: 'Diaľničná známka Moldavsko, 7 dní', description: 'Verejné cesty pre vozidlá evidované v\u00a0zahraničí na 7 dní.' },
    'vignette-md-15-days': { name: 'Diaľničná známka Moldavsko, 15 dní', description: 'Verejné cesty pre vozidlá evidované v\u00a0zahraničí na 15 dní.' },
    'vignette-md-30-days': { name: 'Diaľničná známka Moldavsko, 30 dní', description: 'Verejné cesty pre vozidlá evidované v\u00a0zahraničí na 30 dní.' },
    'vignette-md-90-days': { name: 'Diaľničná známka Moldavsko, 90 dní', description: 'Verejné cesty pre vozidlá evidované v\u00a0zahraničí na 90 dní.' },
    'vignette-md-180-days': { name: 'Diaľničná známka Moldavsko, 180 dní', description: 'Verejné cesty pre vozidlá evidované v\u00a0zahraničí na 180 dní.' },
    'vignette-md-1-year': { name: 'Diaľničná známka Moldavsko, 1 rok', description: 'Verejné cesty pre vozidlá evidované v\u00a0zahraničí na 12 mesiacov.' },
  },
  county: {
    name: 'Ročná diaľničná známka Maďarsko, župa {county}',
    description: 'Diaľničné úseky v\u00a0župe do 31. januára nasledujúceho roka.',
  },
  counties: HUNGARIAN_COUNTIES,
  vehicleTypes: { car: 'osobné auto', van: 'dodávka', moto: 'motocykel' },
};
