import type { FirstKey } from './en.ts';

export const messages: Record<FirstKey, string> = {
  'step.product': 'Válasszon terméket',
  'step.vehicle': 'Az Ön járműve',
  'step.details': 'Az Ön adatai',
  'step.review': 'Rendelés ellenőrzése',
  'step.payment': 'Fizetés',
  'step.status': 'Rendelés állapota',
  'step.counter': '{n}. lépés / {total}',
  'step.announce': '{n}. lépés / {total}: {title}',

  'action.continue': 'Tovább',
  'trip.open': 'Több ország? Tervezze meg az utat',
  'action.back': 'Vissza',
  'action.retry': 'Újra',
  'action.reload': 'Újra',
  'load.failed': 'A pénztárat nem sikerült betölteni.',

  'field.country': 'Ország',
  'field.product': 'Termék',
  'field.vehicle_type': 'Járműtípus',
  'field.choose': 'Válasszon…',

  'vehicle.car': 'Személyautó',
  'vehicle.van': 'Kisteherautó',
  'vehicle.moto': 'Motorkerékpár',

  'catalogue.loading': 'Termékek betöltése…',

  'step.loading': 'Betöltés…',
  'catalogue.failed': 'Nem sikerült betölteni a termékeket. Ellenőrizze a kapcsolatot, és próbálja újra.',
  'catalogue.refused': 'Ez a pénztár még nincs beállítva ehhez a weboldalhoz.',
  'catalogue.none': 'Ehhez az országhoz jelenleg nem kapható termék.',
  'product.price': 'Ár',
  'product.unavailable': 'Nem elérhető: {reason}',
  'product.unavailableNoReason': 'jelenleg nem kapható',
  'product.notToday': 'A rendelések legkorábban holnap kezdődhetnek.',

  'error.country': 'Válassza ki az országot, ahol közlekedni fog',
  'error.product': 'Válasszon egy kapható terméket',
  'error.vehicle_type': 'Válasszon olyan járműtípust, amelyre ez a termék érvényes',
  'resume.loading': 'Rendelése betöltése…',
  'availability.down':
    'Az országos rendszer ({country}) most nem válaszol. A rendeléseket fogadjuk, és regisztráljuk, ' +
    'amint újra működik.',
};
