import type { FirstKey } from './en.ts';

export const messages: Record<FirstKey, string> = {
  'step.product': 'Produkt wählen',
  'step.vehicle': 'Ihr Fahrzeug',
  'step.details': 'Ihre Angaben',
  'step.review': 'Bestellung prüfen',
  'step.payment': 'Bezahlung',
  'step.status': 'Bestellstatus',
  'step.counter': 'Schritt {n} von {total}',
  'step.announce': 'Schritt {n} von {total}: {title}',

  'action.continue': 'Weiter',
  'trip.open': 'Mehrere Länder? Reise planen',
  'action.back': 'Zurück',
  'action.retry': 'Erneut versuchen',
  'action.reload': 'Erneut versuchen',
  'load.failed': 'Der Checkout konnte nicht geladen werden.',

  'field.country': 'Land',
  'field.product': 'Produkt',
  'field.vehicle_type': 'Fahrzeugart',
  'field.choose': 'Bitte wählen…',

  'vehicle.car': 'Pkw',
  'vehicle.van': 'Kleintransporter',
  'vehicle.moto': 'Motorrad',

  'catalogue.loading': 'Produkte werden geladen…',

  'step.loading': 'Wird geladen…',
  'catalogue.failed':
    'Die Produkte konnten nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'catalogue.refused': 'Dieser Checkout ist für diese Website noch nicht eingerichtet.',
  'catalogue.none': 'Für dieses Land sind derzeit keine Produkte erhältlich.',
  'product.price': 'Preis',
  'product.unavailable': 'Nicht verfügbar: {reason}',
  'product.unavailableNoReason': 'derzeit nicht im Verkauf',
  'product.notToday': 'Bestellungen können frühestens ab morgen gelten.',

  'error.country': 'Wählen Sie das Land, in dem Sie fahren',
  'error.product': 'Wählen Sie ein Produkt, das im Verkauf ist',
  'error.vehicle_type': 'Wählen Sie eine Fahrzeugart, für die dieses Produkt gilt',
  'resume.loading': 'Ihre Bestellung wird geladen…',
  'availability.down':
    'Das nationale System von {country} antwortet gerade nicht. Bestellungen werden angenommen und ' +
    'registriert, sobald es wieder läuft.',
};
