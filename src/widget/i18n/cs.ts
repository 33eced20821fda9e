import type { FirstKey } from './en.ts';

export const messages: Record<FirstKey, string> = {
  'step.product': 'Vyberte produkt',
  'step.vehicle': 'Vaše vozidlo',
  'step.details': 'Vaše údaje',
  'step.review': 'Kontrola objednávky',
  'step.payment': 'Platba',
  'step.status': 'Stav objednávky',
  'step.counter': 'Krok {n} z\u00a0{total}',
  'step.announce': 'Krok {n} z\u00a0{total}: {title}',

  'action.continue': 'Pokračovat',
  'trip.open': 'Více zemí? Naplánujte cestu',
  'action.back': 'Zpět',
  'action.retry': 'Zkusit znovu',
  'action.reload': 'Zkusit znovu',
  'load.failed': 'Pokladnu se nepodařilo načíst.',

  'field.country': 'Země',
  'field.product': 'Produkt',
  'field.vehicle_type': 'Typ vozidla',
  'field.choose': 'Vyberte…',

  'vehicle.car': 'Osobní auto',
  'vehicle.van': 'Dodávka',
  'vehicle.moto': 'Motocykl',

  'catalogue.loading': 'Načítání produktů…',

  'step.loading': 'Načítání…',
  'catalogue.failed': 'Produkty se nepodařilo načíst. Zkontrolujte připojení a\u00a0zkuste to znovu.',
  'catalogue.refused': 'Tato pokladna zatím není pro tento web nastavena.',
  'catalogue.none': 'Pro tuto zemi se momentálně neprodávají žádné produkty.',
  'product.price': 'Cena',
  'product.unavailable': 'Nedostupné: {reason}',
  'product.unavailableNoReason': 'momentálně se neprodává',
  'product.notToday': 'Objednávky mohou začínat nejdříve zítra.',

  'error.country': 'Vyberte zemi, ve které budete jezdit',
  'error.product': 'Vyberte produkt, který je v\u00a0prodeji',
  'error.vehicle_type': 'Vyberte typ vozidla, pro který se tento produkt prodává',
  'resume.loading': 'Načítání vaší objednávky…',
  'availability.down':
    'Národní systém ({country}) teď neodpovídá. Objednávky přijímáme a\u00a0zaregistrujeme je, jakmile bude ' +
    'znovu v\u00a0provozu.',
};
