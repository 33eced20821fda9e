import type { FirstKey } from './en.ts';

export const messages: Record<FirstKey, string> = {
  'step.product': 'Scegli il prodotto',
  'step.vehicle': 'Il tuo veicolo',
  'step.details': 'I tuoi dati',
  'step.review': 'Controlla l’ordine',
  'step.payment': 'Pagamento',
  'step.status': 'Stato dell’ordine',
  'step.counter': 'Passaggio {n} di {total}',
  'step.announce': 'Passaggio {n} di {total}: {title}',

  'action.continue': 'Continua',
  'trip.open': 'Più paesi? Pianifica il viaggio',
  'action.back': 'Indietro',
  'action.retry': 'Riprova',
  'action.reload': 'Riprova',
  'load.failed': 'Non è stato possibile caricare il checkout.',

  'field.country': 'Paese',
  'field.product': 'Prodotto',
  'field.vehicle_type': 'Tipo di veicolo',
  'field.choose': 'Scegli…',

  'vehicle.car': 'Auto',
  'vehicle.van': 'Furgone',
  'vehicle.moto': 'Moto',

  'catalogue.loading': 'Caricamento dei prodotti…',

  'step.loading': 'Caricamento…',
  'catalogue.failed': 'Non è stato possibile caricare i prodotti. Controlla la connessione e riprova.',
  'catalogue.refused': 'Questo checkout non è ancora configurato per questo sito.',
  'catalogue.none': 'Al momento non ci sono prodotti in vendita per questo paese.',
  'product.price': 'Prezzo',
  'product.unavailable': 'Non disponibile: {reason}',
  'product.unavailableNoReason': 'al momento non in vendita',
  'product.notToday': 'Gli ordini possono iniziare al più presto da domani.',

  'error.country': 'Scegli il paese in cui viaggerai',
  'error.product': 'Scegli un prodotto in vendita',
  'error.vehicle_type': 'Scegli un tipo di veicolo per cui questo prodotto è venduto',
  'resume.loading': 'Caricamento del tuo ordine…',
  'availability.down':
    'Il sistema nazionale ({country}) al momento non risponde. Gli ordini vengono accettati e registrati ' +
    'appena torna attivo.',
};
