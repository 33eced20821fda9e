import { HUNGARIAN_COUNTIES } from './hungarian-counties.ts';
import type { ProductTextTable } from './product-texts.ts';

export const texts: ProductTextTable = {
  products: {
    'vignette-at-1-day': { name: 'Dálniční známka Rakousko, 1 den', description: 'Dálnice a\u00a0rychlostní silnice (ASFINAG) na jeden kalendářní den.' },
    'vignette-at-10-days': { name: 'Dálniční známka Rakousko, 10 dní', description: 'Dálnice a\u00a0rychlostní silnice (ASFINAG) na 10 po sobě jdoucích dní.' },
    'vignette-at-2-months': { name: 'Dálniční známka Rakousko, 2 měsíce', description: 'Dálnice a\u00a0rychlostní silnice (ASFINAG) na dva měsíce.' },
    'vignette-at-1-year': { name: 'Roční dálniční známka Rakousko', description: 'Dálnice a\u00a0rychlostní silnice na známkový rok, do 31. ledna následujícího roku.' },
    'tunnel-at-karawanken': { name: 'Tunel Karavanky (A11), jedna jízda', description: 'Jeden průjezd tunelem Karavanky mezi Rakouskem a\u00a0Slovinskem.' },
    'tunnel-at-tauern': { name: 'Tauernský a\u00a0Katschberský tunel (A10), jedna jízda', description: 'Jedna jízda Tauernským a\u00a0Katschberským tunelem.' },
    'tunnel-at-arlberg': { name: 'Silniční tunel Arlberg (S16), jedna jízda', description: 'Jedna jízda silničním tunelem Arlberg.' },

    'vignette-ch-1-year': { name: 'Roční dálniční známka Švýcarsko', description: 'Národní silnice na kalendářní rok, od 1. prosince předchozího roku do 31. ledna následujícího roku.' },
    'train-ch-loetschberg': { name: 'Autovlak Lötschberg, Kandersteg–Goppenstein', description: 'Jedna jízda autovlakem Lötschberským tunelem.' },
    'train-ch-furka': { name: 'Autovlak Furka, Realp–Oberwald', description: 'Jedna jízda autovlakem úpatním tunelem Furka.' },

    'vignette-cz-1-day': { name: 'Dálniční známka Česko, 1 den', description: 'Zpoplatněné dálnice na jeden den.' },
    'vignette-cz-10-days': { name: 'Dálniční známka Česko, 10 dní', description: 'Zpoplatněné dálnice na 10 dní.' },
    'vignette-cz-1-month': { name: 'Dálniční známka Česko, 30 dní', description: 'Zpoplatněné dálnice na 30 dní.' },
    'vignette-cz-1-year': { name: 'Dálniční známka Česko, 365 dní', description: 'Zpoplatněné dálnice na 365 dní.' },

    'vignette-sk-1-day': { name: 'Dálniční známka Slovensko, 1 den', description: 'Zpoplatněné dálnice a\u00a0rychlostní silnice na jeden den.' },
    'vignette-sk-10-days': { name: 'Dálniční známka Slovensko, 10 dní', description: 'Zpoplatněné dálnice a\u00a0rychlostní silnice na 10 dní.' },
    'vignette-sk-30-days': { name: 'Dálniční známka Slovensko, 30 dní', description: 'Zpoplatněné dálnice a\u00a0rychlostní silnice na 30 dní.' },
    'vignette-sk-365-days': { name: 'Dálniční známka Slovensko, 365 dní', description: 'Zpoplatněné dálnice a\u00a0rychlostní silnice na 365 dní.' },

    'vignette-hu-weekly': { name: 'Dálniční známka Maďarsko, 10 dní', description: 'Celostátní dálniční síť na 10 dní (kategorie D1 a\u00a0D1M; D2 pro dodávky).' },
    'vignette-hu-monthly': { name: 'Dálniční známka Maďarsko, 1 měsíc', description: 'Celostátní dálniční síť na jeden měsíc.' },
    'vignette-hu-yearly': { name: 'Roční dálniční známka Maďarsko, celostátní', description: 'Celostátní dálniční síť do 31. ledna následujícího roku.' },

    'vignette-si-weekly': { name: 'Dálniční známka Slovinsko, 7 dní', description: 'Dálnice a\u00a0rychlostní silnice (DARS) na 7 dní.' },
    'vignette-si-monthly': { name: 'Dálniční známka Slovinsko, 1 měsíc', description: 'Dálnice a\u00a0rychlostní silnice (DARS) na jeden měsíc.' },
    'vignette-si-half-year': { name: 'Dálniční známka Slovinsko, 6 měsíců (motocykly)', description: 'Dálnice a\u00a0rychlostní silnice na šest měsíců; jen pro motocykly.' },
    'vignette-si-yearly': { name: 'Dálniční známka Slovinsko, 1 rok', description: 'Dálnice a\u00a0rychlostní silnice na 12 měsíců od data začátku platnosti.' },

    'vignette-ro-1-day': { name: 'Dálniční známka Rumunsko, 1 den', description: 'Národní silnice na jeden den.' },
    'vignette-ro-7-days': { name: 'Dálniční známka Rumunsko, 7 dní', description: 'Národní silnice na 7 dní.' },
    'vignette-ro-30-days': { name: 'Dálniční známka Rumunsko, 30 dní', description: 'Národní silnice na 30 dní; je nutné zadat VIN.' },
    'vignette-ro-90-days': { name: 'Dálniční známka Rumunsko, 90 dní', description: 'Národní silnice na 90 dní; je nutné zadat VIN.' },
    'vignette-ro-365-days': { name: 'Dálniční známka Rumunsko, 12 měsíců', description: 'Národní silnice na 12 měsíců; je nutné zadat VIN.' },
    'bridge-ro-fetesti': { name: 'Mýto za most Fetești–Cernavodă (A2)', description: 'Jeden přejezd dunajských mostů na dálnici A2.' },

    'vignette-bg-weekend': { name: 'Víkendová dálniční známka Bulharsko', description: 'Národní silnice od pátečního poledne do nedělní půlnoci.' },
    'vignette-bg-weekly': { name: 'Dálniční známka Bulharsko, 7 dní', description: 'Národní silnice na 7 dní.' },
    'vignette-bg-monthly': { name: 'Dálniční známka Bulharsko, 1 měsíc', description: 'Národní silnice na jeden měsíc.' },
    'vignette-bg-quarterly': { name: 'Dálniční známka Bulharsko, 3 měsíce', description: 'Národní silnice na tři měsíce.' },
    'vignette-bg-yearly': { name: 'Dálniční známka Bulharsko, 1 rok', description: 'Národní silnice na 12 měsíců.' },
    'ferry-bg-oryahovo': { name: 'Trajekt přes Dunaj Orjachovo–Bechet', description: 'Jedna plavba přes Dunaj mezi Bulharskem a\u00a0Rumunskem.' },

    'vignette-md-7-days': { name: 'Dálniční známka Moldavsko, 7 dní', description: 'Veřejné silnice pro vozidla registrovaná v\u00a0zahraničí na 7 dní.' },
    'vignette-md-15-days': { name: 'Dálniční známka Moldavsko, 15 dní', description: 'Veřejné silnice pro vozidla registrovaná v\u00a0zahraničí na 15 dní.' },
    'vignette-md-30-days': { name: 'Dálniční známka Moldavsko, 30 dní', description: 'Veřejné silnice pro vozidla registrovaná v\u00a0zahraničí na 30 dní.' },
    'vignette-md-90-days': { name: 'Dálniční známka Moldavsko, 90 dní', description: 'Veřejné silnice pro vozidla registrovaná v\u00a0zahraničí na 90 dní.' },
    'vignette-md-180-days': { name: 'Dálniční známka Moldavsko, 180 dní', description: 'Veřejné silnice pro vozidla registrovaná v\u00a0zahraničí na 180 dní.' },
    'vignette-md-1-year': { name: 'Dálniční známka Moldavsko, 1 rok', description: 'Veřejné silnice pro vozidla registrovaná v\u00a0zahraničí na 12 měsíců.' },
  },
  county: {
    name: 'Roční dálniční známka Maďarsko, župa {county}',
    description: 'Dálniční úseky v\u00a0župě do 31. ledna následujícího roku.',
  },
  counties: HUNGARIAN_COUNTIES,
  vehicleTypes: { car: 'osobní auto', van: 'dodávka', moto: 'motocykl' },
};
