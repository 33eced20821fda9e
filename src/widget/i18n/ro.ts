import type { FirstKey } from './en.ts';

export const messages: Record<FirstKey, string> = {
  'step.product': 'Alegeți produsul',
  'step.vehicle': 'Vehiculul dvs.',
  'step.details': 'Datele dvs.',
  'step.review': 'Verificați comanda',
  'step.payment': 'Plată',
  'step.status': 'Starea comenzii',
  'step.counter': 'Pasul {n} din {total}',
  'step.announce': 'Pasul {n} din {total}: {title}',

  'action.continue': 'Continuați',
  'trip.open': 'Mai multe țări? Planificați călătoria',
  'action.back': 'Înapoi',
  'action.retry': 'Reîncercați',
  'action.reload': 'Reîncercați',
  'load.failed': 'Casa de plată nu a putut fi încărcată.',

  'field.country': 'Țară',
  'field.product': 'Produs',
  'field.vehicle_type': 'Tipul vehiculului',
  'field.choose': 'Alegeți…',

  'vehicle.car': 'Autoturism',
  'vehicle.van': 'Autoutilitară',
  'vehicle.moto': 'Motocicletă',

  'catalogue.loading': 'Se încarcă produsele…',

  'step.loading': 'Se încarcă…',
  'catalogue.failed': 'Nu am putut încărca produsele. Verificați conexiunea și reîncercați.',
  'catalogue.refused': 'Această casă de plată nu este încă configurată pentru acest site.',
  'catalogue.none': 'Momentan nu se vând produse pentru această țară.',
  'product.price': 'Preț',
  'product.unavailable': 'Indisponibil: {reason}',
  'product.unavailableNoReason': 'momentan nu se vinde',
  'product.notToday': 'Comenzile pot începe cel mai devreme de mâine.',

  'error.country': 'Alegeți țara în care veți circula',
  'error.product': 'Alegeți un produs aflat în vânzare',
  'error.vehicle_type': 'Alegeți un tip de vehicul pentru care se vinde acest produs',
  'resume.loading': 'Se încarcă comanda dvs.…',
  'availability.down':
    'Sistemul național ({country}) nu răspunde acum. Comenzile sunt primite și înregistrate imediat ce își revine.',
};
