import type { FirstKey } from './en.ts';

export const messages: Record<FirstKey, string> = {
  'step.product': 'Izberite izdelek',
  'step.vehicle': 'Vaše vozilo',
  'step.details': 'Vaši podatki',
  'step.review': 'Preglejte naročilo',
  'step.payment': 'Plačilo',
  'step.status': 'Stanje naročila',
  'step.counter': 'Korak {n} od {total}',
  'step.announce': 'Korak {n} od {total}: {title}',

  'action.continue': 'Naprej',
  'trip.open': 'Več držav? Načrtujte pot',
  'action.back': 'Nazaj',
  'action.retry': 'Poskusi znova',
  'action.reload': 'Poskusi znova',
  'load.failed': 'Blagajne ni bilo mogoče naložiti.',

  'field.country': 'Država',
  'field.product': 'Izdelek',
  'field.vehicle_type': 'Vrsta vozila',
  'field.choose': 'Izberite…',

  'vehicle.car': 'Osebni avtomobil',
  'vehicle.van': 'Kombi',
  'vehicle.moto': 'Motorno kolo',

  'catalogue.loading': 'Nalaganje izdelkov…',

  'step.loading': 'Nalaganje…',
  'catalogue.failed': 'Izdelkov ni bilo mogoče naložiti. Preverite povezavo in poskusite znova.',
  'catalogue.refused': 'Ta blagajna za to spletno mesto še ni nastavljena.',
  'catalogue.none': 'Za to državo trenutno ni naprodaj nobenega izdelka.',
  'product.price': 'Cena',
  'product.unavailable': 'Ni na voljo: {reason}',
  'product.unavailableNoReason': 'trenutno ni naprodaj',
  'product.notToday': 'Naročila se lahko začnejo najprej jutri.',

  'error.country': 'Izberite državo, v kateri boste vozili',
  'error.product': 'Izberite izdelek, ki je naprodaj',
  'error.vehicle_type': 'Izberite vrsto vozila, za katero se ta izdelek prodaja',
  'resume.loading': 'Nalaganje vašega naročila…',
  'availability.down':
    'Nacionalni sistem ({country}) se trenutno ne odziva. Naročila sprejemamo in jih registriramo, ko bo spet deloval.',
};
