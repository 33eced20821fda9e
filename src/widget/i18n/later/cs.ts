import type { LaterKey } from './en.ts';

export const messages: Record<LaterKey, string> = {
  'unpaid.heading': 'Objednávky čekající na zaplacení na tomto zařízení',
  'unpaid.pay': 'Zaplatit objednávku',
  'unpaid.drop': 'Zrušit',
  'unpaid.elsewhere': 'Tyto objednávky byly vytvořeny v jiném okně nebo na jiné stránce: zaplaťte nebo zrušte je tam.',
  'manage.heading': 'Správa objednávky',
  'manage.change': 'Změnit vozidlo nebo datum začátku',
  'manage.changeOnce': 'Objednávku lze změnit jen jednou.',
  'manage.startDateLocked': 'Datum začátku už nelze změnit: objednávku má národní poskytovatel.',
  'manage.save': 'Uložit změnu',
  'manage.cancel': 'Zrušit objednávku',
  'manage.cancelQuestion': 'Zrušit tuto objednávku? Cena vám bude vrácena stejným způsobem, jakým jste platili.',
  'manage.cancelConfirm': 'Ano, zrušit objednávku',
  'manage.keep': 'Ponechat objednávku',
  'manage.refused': 'Změna nebyla přijata: {reason}',
  'manage.failed': 'Služba teď není dostupná; nic se nezměnilo. Zkuste to znovu.',
  'manage.startDateInvalid': 'Vyberte datum začátku',
  'manage.nothingChanged': 'Nejprve změňte registrační značku, zemi registrace nebo datum začátku',
};
