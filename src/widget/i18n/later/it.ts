import type { LaterKey } from './en.ts';

export const messages: Record<LaterKey, string> = {
  'unpaid.heading': 'Ordini in attesa di pagamento su questo dispositivo',
  'unpaid.pay': 'Paga questo ordine',
  'unpaid.drop': 'Abbandona',
  'unpaid.elsewhere': 'Sono stati inviati da un’altra finestra o da un’altra pagina: pagali o abbandonali lì.',
  'manage.heading': 'Gestisci il tuo ordine',
  'manage.change': 'Cambia veicolo o data di inizio',
  'manage.changeOnce': 'Un ordine può essere modificato una sola volta.',
  'manage.startDateLocked': 'La data di inizio non può più cambiare: l’ordine è già presso il fornitore nazionale.',
  'manage.save': 'Salva la modifica',
  'manage.cancel': 'Annulla l’ordine',
  'manage.cancelQuestion': 'Annullare questo ordine? L’importo viene rimborsato con il metodo di pagamento usato.',
  'manage.cancelConfirm': 'Sì, annulla l’ordine',
  'manage.keep': 'Mantieni l’ordine',
  'manage.refused': 'La modifica non è stata accettata: {reason}',
  'manage.failed': 'Il servizio al momento non è raggiungibile; non è stato modificato nulla. Riprova.',
  'manage.startDateInvalid': 'Scegli una data di inizio',
  'manage.nothingChanged': 'Modifica prima la targa, il paese di immatricolazione o la data di inizio',
};
