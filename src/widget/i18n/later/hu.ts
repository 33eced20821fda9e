import type { LaterKey } from './en.ts';

export const messages: Record<LaterKey, string> = {
  'unpaid.heading': 'Fizetésre váró rendelések ezen az eszközön',
  'unpaid.pay': 'Rendelés kifizetése',
  'unpaid.drop': 'Lemondás',
  'unpaid.elsewhere': 'Ezeket a rendeléseket egy másik ablakban vagy oldalon adta le: ott fizesse ki őket, vagy mondjon le róluk.',
  'manage.heading': 'Rendelés kezelése',
  'manage.change': 'Jármű vagy kezdő dátum módosítása',
  'manage.changeOnce': 'Egy rendelés egyszer módosítható.',
  'manage.startDateLocked': 'A kezdő dátum már nem módosítható: a rendelés az országos szolgáltatónál van.',
  'manage.save': 'Módosítás mentése',
  'manage.cancel': 'Rendelés lemondása',
  'manage.cancelQuestion': 'Lemondja ezt a rendelést? Az árat ugyanarra a fizetési módra térítjük vissza.',
  'manage.cancelConfirm': 'Igen, lemondom a rendelést',
  'manage.keep': 'Megtartom a rendelést',
  'manage.refused': 'A módosítást nem fogadták el: {reason}',
  'manage.failed': 'A szolgáltatás most nem érhető el; semmi sem változott. Próbálja újra.',
  'manage.startDateInvalid': 'Válasszon kezdő dátumot',
  'manage.nothingChanged': 'Előbb módosítsa a rendszámot, a forgalmi engedély országát vagy a kezdő dátumot',
};
