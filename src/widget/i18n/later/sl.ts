import type { LaterKey } from './en.ts';

export const messages: Record<LaterKey, string> = {
  'unpaid.heading': 'Naročila na tej napravi, ki čakajo na plačilo',
  'unpaid.pay': 'Plačaj to naročilo',
  'unpaid.drop': 'Opusti',
  'unpaid.elsewhere': 'Ta naročila so bila oddana v drugem oknu ali na drugi strani: tam jih plačajte ali opustite.',
  'manage.heading': 'Upravljanje naročila',
  'manage.change': 'Spremeni vozilo ali datum začetka',
  'manage.changeOnce': 'Naročilo je mogoče spremeniti enkrat.',
  'manage.startDateLocked': 'Datuma začetka ni več mogoče spremeniti: naročilo je že pri nacionalnem ponudniku.',
  'manage.save': 'Shrani spremembo',
  'manage.cancel': 'Prekliči naročilo',
  'manage.cancelQuestion': 'Želite preklicati to naročilo? Znesek vam vrnemo na način, s katerim ste plačali.',
  'manage.cancelConfirm': 'Da, prekliči naročilo',
  'manage.keep': 'Obdrži naročilo',
  'manage.refused': 'Sprememba ni bila sprejeta: {reason}',
  'manage.failed': 'Storitev trenutno ni dosegljiva; nič ni bilo spremenjeno. Poskusite znova.',
  'manage.startDateInvalid': 'Izberite datum začetka',
  'manage.nothingChanged': 'Najprej spremenite registrsko številko, državo registracije ali datum začetka',
};
