import type { LaterKey } from './en.ts';

export const messages: Record<LaterKey, string> = {
  'unpaid.heading': 'Comenzi care așteaptă plata pe acest dispozitiv',
  'unpaid.pay': 'Plătiți comanda',
  'unpaid.drop': 'Renunțați',
  'unpaid.elsewhere': 'Aceste comenzi au fost plasate în altă fereastră sau pe altă pagină: plătiți-le sau renunțați la ele acolo.',
  'manage.heading': 'Gestionați comanda',
  'manage.change': 'Schimbați vehiculul sau data de început',
  'manage.changeOnce': 'O comandă poate fi modificată o singură dată.',
  'manage.startDateLocked': 'Data de început nu se mai poate schimba: comanda este deja la furnizorul național.',
  'manage.save': 'Salvați modificarea',
  'manage.cancel': 'Anulați comanda',
  'manage.cancelQuestion': 'Anulați această comandă? Prețul vă este rambursat prin metoda cu care ați plătit.',
  'manage.cancelConfirm': 'Da, anulați comanda',
  'manage.keep': 'Păstrați comanda',
  'manage.refused': 'Modificarea nu a fost acceptată: {reason}',
  'manage.failed': 'Serviciul nu este disponibil acum; nu s-a modificat nimic. Reîncercați.',
  'manage.startDateInvalid': 'Alegeți o dată de început',
  'manage.nothingChanged': 'Modificați mai întâi numărul de înmatriculare, țara de înmatriculare sau data de început',
};
