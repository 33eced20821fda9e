import { HUNGARIAN_COUNTIES } from './hungarian-counties.ts';
import type { ProductTextTable } from './product-texts.ts';

export const texts: ProductTextTable = {
  products: {
    'vignette-at-1-day': { name: 'Vignetta Austria, 1 giorno', description: 'Autostrade e superstrade (ASFINAG) per un giorno di calendario.' },
    'vignette-at-10-days': { name: 'Vignetta Austria, 10 giorni', description: 'Autostrade e superstrade (ASFINAG) per 10 giorni consecutivi.' },
    'vignette-at-2-months': { name: 'Vignetta Austria, 2 mesi', description: 'Autostrade e superstrade (ASFINAG) per due mesi.' },
    'vignette-at-1-year': { name: 'Vignetta annuale Austria', description: 'Autostrade e superstrade per l’anno della vignetta, fino al 31 gennaio dell’anno successivo.' },
    'tunnel-at-karawanken': { name: 'Traforo delle Caravanche (A11), corsa singola', description: 'Un transito nel traforo delle Caravanche tra Austria e Slovenia.' },
    'tunnel-at-tauern': { name: 'Trafori dei Tauri e del Katschberg (A10), corsa singola', description: 'Un transito nei trafori dei Tauri e del Katschberg.' },
    'tunnel-at-arlberg': { name: 'Galleria stradale dell’Arlberg (S16), corsa singola', description: 'Un transito nella galleria stradale dell’Arlberg.' },

    'vignette-ch-1-year': { name: 'Vignetta annuale Svizzera', description: 'Strade nazionali per l’anno civile, dal 1° dicembre precedente al 31 gennaio successivo.' },
    'train-ch-loetschberg': { name: 'Carico auto Lötschberg, Kandersteg–Goppenstein', description: 'Un viaggio con il treno navetta per auto nella galleria del Lötschberg.' },
    'train-ch-furka': { name: 'Carico auto Furka, Realp–Oberwald', description: 'Un viaggio con il treno navetta per auto nella galleria di base della Furka.' },

    'vignette-cz-1-day': { name: 'Vignetta Cechia, 1 giorno', description: 'Autostrade a pedaggio per un giorno.' },
    'vignette-cz-10-days': { name: 'Vignetta Cechia, 10 giorni', description: 'Autostrade a pedaggio per 10 giorni.' },
    'vignette-cz-1-month': { name: 'Vignetta Cechia, 30 giorni', description: 'Autostrade a pedaggio per 30 giorni.' },
    'vignette-cz-1-year': { name: 'Vignetta Cechia, 365 giorni', description: 'Autostrade a pedaggio per 365 giorni.' },

    'vignette-sk-1-day': { name: 'Vignetta Slovacchia, 1 giorno', description: 'Autostrade e superstrade a pedaggio per un giorno.' },
    'vignette-sk-10-days': { name: 'Vignetta Slovacchia, 10 giorni', description: 'Autostrade e superstrade a pedaggio per 10 giorni.' },
    'vignette-sk-30-days': { name: 'Vignetta Slovacchia, 30 giorni', description: 'Autostrade e superstrade a pedaggio per 30 giorni.' },
    'vignette-sk-365-days': { name: 'Vignetta Slovacchia, 365 giorni', description: 'Autostrade e superstrade a pedaggio per 365 giorni.' },

    'vignette-hu-weekly': { name: 'Vignetta Ungheria, 10 giorni', description: 'La rete autostradale nazionale per 10 giorni (categorie D1 e D1M; D2 per i furgoni).' },
    'vignette-hu-monthly': { name: 'Vignetta Ungheria, 1 mese', description: 'La rete autostradale nazionale per un mese.' },
    'vignette-hu-yearly': { name: 'Vignetta annuale Ungheria, tutto il paese', description: 'La rete autostradale nazionale fino al 31 gennaio dell’anno successivo.' },

    'vignette-si-weekly': { name: 'Vignetta Slovenia, 7 giorni', description: 'Autostrade e superstrade (DARS) per 7 giorni.' },
    'vignette-si-monthly': { name: 'Vignetta Slovenia, 1 mese', description: 'Autostrade e superstrade (DARS) per un mese.' },
    'vignette-si-half-year': { name: 'Vignetta Slovenia, 6 mesi (moto)', description: 'Autostrade e superstrade per sei mesi; solo per moto.' },
    'vignette-si-yearly': { name: 'Vignetta Slovenia, 1 anno', description: 'Autostrade e superstrade per 12 mesi dalla data di inizio.' },

    'vignette-ro-1-day': { name: 'Vignetta Romania, 1 giorno', description: 'Strade nazionali per un giorno.' },
    'vignette-ro-7-days': { name: 'Vignetta Romania, 7 giorni', description: 'Strade nazionali per 7 giorni.' },
    'vignette-ro-30-days': { name: 'Vignetta Romania, 30 giorni', description: 'Strade nazionali per 30 giorni; è richiesto il numero di telaio (VIN).' },
    'vignette-ro-90-days': { name: 'Vignetta Romania, 90 giorni', description: 'Strade nazionali per 90 giorni; è richiesto il numero di telaio (VIN).' },
    'vignette-ro-365-days': { name: 'Vignetta Romania, 12 mesi', description: 'Strade nazionali per 12 mesi; è richiesto il numero di telaio (VIN).' },
    'bridge-ro-fetesti': { name: 'Pedaggio del ponte Fetești–Cernavodă (A2)', description: 'Un attraversamento dei ponti sul Danubio dell’autostrada A2.' },

    'vignette-bg-weekend': { name: 'Vignetta weekend Bulgaria', description: 'Strade nazionali dal venerdì a mezzogiorno alla domenica a mezzanotte.' },
    'vignette-bg-weekly': { name: 'Vignetta Bulgaria, 7 giorni', description: 'Strade nazionali per 7 giorni.' },
    'vignette-bg-monthly': { name: 'Vignetta Bulgaria, 1 mese', description: 'Strade nazionali per un mese.' },
    'vignette-bg-quarterly': { name: 'Vignetta Bulgaria, 3 mesi', description: 'Strade nazionali per tre mesi.' },
    'vignette-bg-yearly': { name: 'Vignetta Bulgaria, 1 anno', description: 'Strade nazionali per 12 mesi.' },
    'ferry-bg-oryahovo': { name: 'Traghetto sul Danubio Oryahovo–Bechet', description: 'Un attraversamento del Danubio tra Bulgaria e Romania.' },

    'vignette-md-7-days': { name: 'Vignetta Moldavia, 7 giorni', description: 'Strade pubbliche per veicoli immatricolati all’estero per 7 giorni.' },
    'vignette-md-15-days': { name: 'Vignetta Moldavia, 15 giorni', description: 'Strade pubbliche per veicoli immatricolati all’estero per 15 giorni.' },
    'vignette-md-30-days': { name: 'Vignetta Moldavia, 30 giorni', description: 'Strade pubbliche per veicoli immatricolati all’estero per 30 giorni.' },
    'vignette-md-90-days': { name: 'Vignetta Moldavia, 90 giorni', description: 'Strade pubbliche per veicoli immatricolati all’estero per 90 giorni.' },
    'vignette-md-180-days': { name: 'Vignetta Moldavia, 180 giorni', description: 'Strade pubbliche per veicoli immatricolati all’estero per 180 giorni.' },
    'vignette-md-1-year': { name: 'Vignetta Moldavia, 1 anno', description: 'Strade pubbliche per veicoli immatricolati all’estero per 12 mesi.' },
  },
  county: {
    name: 'Vignetta annuale Ungheria, provincia di {county}',
    description: 'I tratti autostradali della provincia fino al 31 gennaio dell’anno successivo.',
  },
  counties: HUNGARIAN_COUNTIES,
  vehicleTypes: { car: 'auto', van: 'furgone', moto: 'moto' },
};
