import type { LaterKey } from './en.ts';

export const messages: Record<LaterKey, string> = {
  'unpaid.heading': 'Objednávky čakajúce na zaplatenie na tomto zariadení',
  'unpaid.pay': 'Zaplatiť objednávku',
  'unpaid.drop': 'Zrušiť',
  'unpaid.elsewhere': 'Tieto objednávky boli vytvorené v inom okne alebo na inej stránke: zaplaťte alebo zrušte ich tam.',
  'manage.heading': 'Správa objednávky',
  'manage.change': 'Zmeniť vozidlo alebo dátum začiatku',
  'manage.changeOnce': 'Objednávku možno zmeniť iba raz.',
  'manage.startDateLocked': 'Dátum začiatku sa už nedá zmeniť: objednávku má národný poskytovateľ.',
  'manage.save': 'Uložiť zmenu',
  'manage.cancel': 'Zrušiť objednávku',
  'manage.cancelQuestion': 'Zrušiť túto objednávku? Cena sa vám vráti rovnakým spôsobom, akým ste platili.',
  'manage.cancelConfirm': 'Áno, zrušiť objednávku',
  'manage.keep': 'Ponechať objednávku',
  'manage.refused': 'Zmena nebola prijatá: {reason}',
  'manage.failed': 'Služba teraz nie je dostupná; nič sa nezmenilo. Skúste to znova.',
  'manage.startDateInvalid': 'Vyberte dátum začiatku',
  'manage.nothingChanged': 'Najprv zmeňte evidenčné číslo, krajinu registrácie alebo dátum začiatku',
};
