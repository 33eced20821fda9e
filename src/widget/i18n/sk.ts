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

  'action.continue': 'Pokračovať',
  'trip.open': 'Viac krajín? Naplánujte cestu',
  'action.back': 'Späť',
  'action.retry': 'Skúsiť znova',
  'action.reload': 'Skúsiť znova',
  'load.failed': 'Pokladňu sa nepodarilo načítať.',

  'field.country': 'Krajina',
  'field.product': 'Produkt',
  'field.vehicle_type': 'Typ vozidla',
  'field.choose': 'Vyberte…',

  'vehicle.car': 'Osobné auto',
  'vehicle.van': 'Dodávka',
  'vehicle.moto': 'Motocykel',

  'catalogue.loading': 'Načítavajú sa produkty…',

  'step.loading': 'Načítava sa…',
  'catalogue.failed': 'Produkty sa nepodarilo načítať. Skontrolujte pripojenie a\u00a0skúste to znova.',
  'catalogue.refused': 'Táto pokladňa ešte nie je pre túto webovú stránku nastavená.',
  'catalogue.none': 'Pre túto krajinu sa momentálne nepredávajú žiadne produkty.',
  'product.price': 'Cena',
  'product.unavailable': 'Nedostupné: {reason}',
  'product.unavailableNoReason': 'momentálne sa nepredáva',
  'product.notToday': 'Objednávky môžu začínať najskôr zajtra.',

  'error.country': 'Vyberte krajinu, v\u00a0ktorej budete jazdiť',
  'error.product': 'Vyberte produkt, ktorý je v\u00a0predaji',
  'error.vehicle_type': 'Vyberte typ vozidla, pre ktorý sa tento produkt predáva',
  'resume.loading': 'Načítava sa vaša objednávka…',
  'availability.down':
    'Národný systém ({country}) teraz neodpovedá. Objednávky prijímame a\u00a0zaregistrujeme ich, keď bude ' +
    'znova v\u00a0prevádzke.',
};
