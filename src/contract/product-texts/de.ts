import { HUNGARIAN_COUNTIES } from './hungarian-counties.ts';
import type { ProductTextTable } from './product-texts.ts';

export const texts: ProductTextTable = {
  products: {
    'vignette-at-1-day': { name: 'Vignette Österreich, 1 Tag', description: 'Autobahnen und Schnellstraßen (ASFINAG) für einen Kalendertag.' },
    'vignette-at-10-days': { name: 'Vignette Österreich, 10 Tage', description: 'Autobahnen und Schnellstraßen (ASFINAG) für 10 aufeinanderfolgende Tage.' },
    'vignette-at-2-months': { name: 'Vignette Österreich, 2 Monate', description: 'Autobahnen und Schnellstraßen (ASFINAG) für zwei Monate.' },
    'vignette-at-1-year': { name: 'Jahresvignette Österreich', description: 'Autobahnen und Schnellstraßen für das Vignettenjahr, bis 31. Januar des Folgejahres.' },
    'tunnel-at-karawanken': { name: 'Karawankentunnel (A11), Einzelfahrt', description: 'Eine Durchfahrt durch den Karawankentunnel zwischen Österreich und Slowenien.' },
    'tunnel-at-tauern': { name: 'Tauern- und Katschbergtunnel (A10), Einzelfahrt', description: 'Eine Fahrt durch den Tauern- und den Katschbergtunnel.' },
    'tunnel-at-arlberg': { name: 'Arlberg-Straßentunnel (S16), Einzelfahrt', description: 'Eine Fahrt durch den Arlberg-Straßentunnel.' },

    'vignette-ch-1-year': { name: 'Jahresvignette Schweiz', description: 'Nationalstraßen für das Kalenderjahr, vom 1. Dezember davor bis 31. Januar danach.' },
    'train-ch-loetschberg': { name: 'Autoverlad Lötschberg, Kandersteg–Goppenstein', description: 'Eine Fahrt mit dem Autozug durch den Lötschbergtunnel.' },
    'train-ch-furka': { name: 'Autoverlad Furka, Realp–Oberwald', description: 'Eine Fahrt mit dem Autozug durch den Furka-Basistunnel.' },

    'vignette-cz-1-day': { name: 'Vignette Tschechien, 1 Tag', description: 'Mautpflichtige Autobahnen für einen Tag.' },
    'vignette-cz-10-days': { name: 'Vignette Tschechien, 10 Tage', description: 'Mautpflichtige Autobahnen für 10 Tage.' },
    'vignette-cz-1-month': { name: 'Vignette Tschechien, 30 Tage', description: 'Mautpflichtige Autobahnen für 30 Tage.' },
    'vignette-cz-1-year': { name: 'Vignette Tschechien, 365 Tage', description: 'Mautpflichtige Autobahnen für 365 Tage.' },

    'vignette-sk-1-day': { name: 'Vignette Slowakei, 1 Tag', description: 'Mautpflichtige Autobahnen und Schnellstraßen für einen Tag.' },
    'vignette-sk-10-days': { name: 'Vignette Slowakei, 10 Tage', description: 'Mautpflichtige Autobahnen und Schnellstraßen für 10 Tage.' },
    'vignette-sk-30-days': { name: 'Vignette Slowakei, 30 Tage', description: 'Mautpflichtige Autobahnen und Schnellstraßen für 30 Tage.' },
    'vignette-sk-365-days': { name: 'Vignette Slowakei, 365 Tage', description: 'Mautpflichtige Autobahnen und Schnellstraßen für 365 Tage.' },

    'vignette-hu-weekly': { name: 'Vignette Ungarn, 10 Tage', description: 'Das landesweite Autobahnnetz für 10 Tage (Kategorien D1 und D1M; D2 für Kleintransporter).' },
    'vignette-hu-monthly': { name: 'Vignette Ungarn, 1 Monat', description: 'Das landesweite Autobahnnetz für einen Monat.' },
    'vignette-hu-yearly': { name: 'Jahresvignette Ungarn, landesweit', description: 'Das landesweite Autobahnnetz bis 31. Januar des Folgejahres.' },

    'vignette-si-weekly': { name: 'Vignette Slowenien, 7 Tage', description: 'Autobahnen und Schnellstraßen (DARS) für 7 Tage.' },
    'vignette-si-monthly': { name: 'Vignette Slowenien, 1 Monat', description: 'Autobahnen und Schnellstraßen (DARS) für einen Monat.' },
    'vignette-si-half-year': { name: 'Vignette Slowenien, 6 Monate (Motorräder)', description: 'Autobahnen und Schnellstraßen für sechs Monate; nur für Motorräder.' },
    'vignette-si-yearly': { name: 'Vignette Slowenien, 1 Jahr', description: 'Autobahnen und Schnellstraßen für 12 Monate ab dem Startdatum.' },

    'vignette-ro-1-day': { name: 'Vignette Rumänien, 1 Tag', description: 'Nationalstraßen für einen Tag.' },
    'vignette-ro-7-days': { name: 'Vignette Rumänien, 7 Tage', description: 'Nationalstraßen für 7 Tage.' },
    'vignette-ro-30-days': { name: 'Vignette Rumänien, 30 Tage', description: 'Nationalstraßen für 30 Tage; die Fahrzeug-Identifizierungsnummer (FIN) ist erforderlich.' },
    'vignette-ro-90-days': { name: 'Vignette Rumänien, 90 Tage', description: 'Nationalstraßen für 90 Tage; die Fahrzeug-Identifizierungsnummer (FIN) ist erforderlich.' },
    'vignette-ro-365-days': { name: 'Vignette Rumänien, 12 Monate', description: 'Nationalstraßen für 12 Monate; die Fahrzeug-Identifizierungsnummer (FIN) ist erforderlich.' },
    'bridge-ro-fetesti': { name: 'Brückenmaut Fetești–Cernavodă (A2)', description: 'Eine Überfahrt über die Donaubrücken der Autobahn A2.' },

    'vignette-bg-weekend': { name: 'Wochenendvignette Bulgarien', description: 'Nationalstraßen von Freitag 12 Uhr bis Sonntag 24 Uhr.' },
    'vignette-bg-weekly': { name: 'Vignette Bulgarien, 7 Tage', description: 'Nationalstraßen für 7 Tage.' },
    'vignette-bg-monthly': { name: 'Vignette Bulgarien, 1 Monat', description: 'Nationalstraßen für einen Monat.' },
    'vignette-bg-quarterly': { name: 'Vignette Bulgarien, 3 Monate', description: 'Nationalstraßen für drei Monate.' },
    'vignette-bg-yearly': { name: 'Vignette Bulgarien, 1 Jahr', description: 'Nationalstraßen für 12 Monate.' },
    'ferry-bg-oryahovo': { name: 'Donaufähre Orjachowo–Bechet', description: 'Eine Überfahrt über die Donau zwischen Bulgarien und Rumänien.' },

    'vignette-md-7-days': { name: 'Vignette Republik Moldau, 7 Tage', description: 'Öffentliche Straßen für im Ausland zugelassene Fahrzeuge für 7 Tage.' },
    'vignette-md-15-days': { name: 'Vignette Republik Moldau, 15 Tage', description: 'Öffentliche Straßen für im Ausland zugelassene Fahrzeuge für 15 Tage.' },
    'vignette-md-30-days': { name: 'Vignette Republik Moldau, 30 Tage', description: 'Öffentliche Straßen für im Ausland zugelassene Fahrzeuge für 30 Tage.' },
    'vignette-md-90-days': { name: 'Vignette Republik Moldau, 90 Tage', description: 'Öffentliche Straßen für im Ausland zugelassene Fahrzeuge für 90 Tage.' },
    'vignette-md-180-days': { name: 'Vignette Republik Moldau, 180 Tage', description: 'Öffentliche Straßen für im Ausland zugelassene Fahrzeuge für 180 Tage.' },
    'vignette-md-1-year': { name: 'Vignette Republik Moldau, 1 Jahr', description: 'Öffentliche Straßen für im Ausland zugelassene Fahrzeuge für 12 Monate.' },
  },
  county: {
    name: 'Jahresvignette Ungarn, Komitat {county}',
    description: 'Die Autobahnabschnitte des Komitats bis 31. Januar des Folgejahres.',
  },
  counties: HUNGARIAN_COUNTIES,
  vehicleTypes: { car: 'Pkw', van: 'Kleintransporter', moto: 'Motorrad' },
};
