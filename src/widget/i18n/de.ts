import type { Messages } from './t.ts';

export const messages: Messages = {
  'step.product': 'Produkt wählen',
  'step.vehicle': 'Ihr Fahrzeug',
  'step.details': 'Ihre Angaben',
  'step.review': 'Bestellung prüfen',
  'step.payment': 'Bezahlung',
  'step.status': 'Bestellstatus',
  'step.counter': 'Schritt {n} von {total}',
  'step.announce': 'Schritt {n} von {total}: {title}',

  'action.continue': 'Weiter',
  'action.back': 'Zurück',
  'action.placeOrder': 'Bestellung aufgeben',
  'action.retry': 'Erneut versuchen',
  'action.pay': 'Bezahlen',
  'action.reload': 'Erneut versuchen',
  'action.download': 'Bestätigung herunterladen (PDF)',

  'field.country': 'Land',
  'field.product': 'Produkt',
  'field.vehicle_type': 'Fahrzeugart',
  'field.plate': 'Kennzeichen',
  'field.vehicle_country': 'Zulassungsland',
  'field.start_date': 'Gültig ab',
  'field.email': 'E-Mail',
  'field.vin': 'Fahrgestellnummer (FIN)',
  'field.first_name': 'Vorname',
  'field.last_name': 'Nachname',
  'field.phone': 'Telefon',
  'field.address': 'Adresse',

  'vehicle.car': 'Pkw',
  'vehicle.van': 'Kleintransporter',
  'vehicle.moto': 'Motorrad',

  'hint.vin': '17 Buchstaben und Ziffern, wie im Zulassungsschein',
  'hint.email': 'Wir senden die Bestätigung an diese Adresse',
  'hint.plate': 'Wie auf dem Kennzeichen, z. B. {example}',

  'catalogue.loading': 'Produkte werden geladen…',
  'catalogue.failed':
    'Die Produkte konnten nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'catalogue.none': 'Für dieses Land sind derzeit keine Produkte erhältlich.',
  'product.choose': 'Produkt wählen',
  'product.price': 'Preis',
  'product.option': '{name} — {price}',
  'product.unavailable': '{name} — nicht verfügbar: {reason}',
  'product.unavailableNoReason': 'derzeit nicht im Verkauf',
  'product.notToday': 'Das nationale System ist ausgelastet: Bestellungen können ab morgen gelten.',

  'error.product': 'Wählen Sie ein Produkt, das im Verkauf ist',
  'error.vehicle_type': 'Wählen Sie eine Fahrzeugart, für die dieses Produkt gilt',
  'error.plate': 'Geben Sie das Kennzeichen ein: 2 bis 16 Buchstaben, Ziffern, Leerzeichen oder Bindestriche',
  'error.plateRejected': 'Dieses Kennzeichen ist für das Zulassungsland nicht gültig',
  'error.vehicle_country': 'Wählen Sie das Zulassungsland',
  'error.start_date': 'Wählen Sie ein Datum zwischen {min} und {max}',
  'error.email': 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com',
  'error.vin': 'Geben Sie die 17-stellige FIN ein (Buchstaben und Ziffern, ohne I, O und Q)',
  'error.first_name': 'Geben Sie Ihren Vornamen ein',
  'error.last_name': 'Geben Sie Ihren Nachnamen ein',
  'error.phone': 'Geben Sie eine Telefonnummer ein, z. B. +43 660 1234567',
  'error.address': 'Geben Sie Ihre Adresse ein',
  'error.vehicleCheckFailed':
    'Das Kennzeichen kann gerade nicht geprüft werden. Bitte warten Sie kurz und versuchen Sie es erneut.',
  'error.duplicate':
    'Für dieses Fahrzeug gibt es in diesem Zeitraum bereits: {product}. Es wurde keine neue Bestellung aufgegeben.',
  'error.unreachable':
    'Der Dienst ist nicht erreichbar; Ihre Bestellung wurde nicht doppelt aufgegeben. Versuchen Sie es erneut.',
  'error.rejected': 'Die Bestellung wurde nicht angenommen: {reason}',

  'review.product': 'Produkt',
  'review.vehicle': 'Fahrzeug',
  'review.startDate': 'Gültig ab',
  'review.email': 'E-Mail',
  'review.total': 'Gesamt',
  'review.vehicleValue': '{plate} ({country}), {type}',
  'review.placing': 'Ihre Bestellung wird aufgegeben…',

  'payment.methods': 'Zahlungsarten',
  'payment.details': 'Bestelldetails',
  'payment.order': 'Bestellnummer',
  'payment.validity': 'Gültig',
  'payment.total': 'Zu zahlen',
  'payment.newTab': 'Die sichere Zahlungsseite öffnet sich in einem neuen Tab.',
  'payment.noLink': 'Für diese Bestellung ist hier keine Zahlung nötig.',
  'provider.stripe': 'Karte',
  'provider.paypal': 'PayPal',
  'provider.revolut': 'Revolut',

  'status.waiting': 'Warten auf Zahlung',
  'status.CREATED': 'In Bearbeitung',
  'status.DEFERRED': 'Geplant für {date}',
  'status.PENDING': 'In Bearbeitung',
  'status.WILL BE ACTIVE': 'Fast fertig',
  'status.ACTIVE': 'Aktiv',
  'status.EXPIRED': 'Abgelaufen',
  'status.REFUNDED': 'Erstattet',
  'status.DELETED': 'Etwas ist schiefgelaufen – bitte wenden Sie sich an den Support',
  'status.announce': 'Bestellstatus: {status}',
  'status.reconnecting': 'Verbindung wird wiederhergestellt…',
  'status.lost': 'Die Live-Aktualisierung wurde beendet. Laden Sie die Seite neu, um den aktuellen Status zu sehen.',

  'action.startOver': 'Neue Bestellung beginnen',
  'action.payAgain': 'Zahlungsseite erneut öffnen',
  'payment.waiting':
    'Schließen Sie die Zahlung auf der Zahlungsseite im anderen Tab ab. Ist sie fehlgeschlagen oder ' +
    'wurde abgelehnt, öffnen Sie sie erneut.',
  'payment.unconfirmed':
    'Ihre Zahlung ist noch nicht eingegangen. Ist sie fehlgeschlagen oder wurde abgelehnt, öffnen Sie ' +
    'die Zahlungsseite erneut.',
  'resume.loading': 'Ihre Bestellung wird geladen…',
  'resume.failed':
    'Ihre Bestellung konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'country.down': '{name} (nationales System gestört)',
  'availability.down':
    'Das nationale System von {country} antwortet gerade nicht. Bestellungen werden angenommen und ' +
    'registriert, sobald es wieder läuft.',

  'final.active': 'Ihre Bestellung ist aktiv.',
  'final.email': 'Eine Bestätigung mit diesen Angaben ist per E-Mail an Sie unterwegs.',
  'ending.unpaidLapsed': 'Diese Bestellung wurde nicht rechtzeitig bezahlt und daher geschlossen.',
  'ending.providerError': 'Der nationale Anbieter konnte diese Bestellung nicht registrieren.',
  'ending.refunded': 'Diese Bestellung wurde storniert.',
  'ending.expired': 'Die Gültigkeit dieser Bestellung ist abgelaufen.',
  'money.notTaken': 'Es wurde kein Geld abgebucht.',
  'money.taken':
    'Ihre Zahlung wurde abgebucht. Der Support registriert die Bestellung oder erstattet den Betrag; ' +
    'nennen Sie dort Ihre Bestellnummer.',
  'money.returned': 'Ihre Zahlung wird auf dem Zahlungsweg zurückerstattet.',
  'support.link': 'Support kontaktieren',

  'manage.heading': 'Bestellung verwalten',
  'manage.change': 'Fahrzeug oder Beginn ändern',
  'manage.changeOnce': 'Eine Bestellung kann einmal geändert werden.',
  'manage.startDateLocked':
    'Der Beginn kann nicht mehr geändert werden: Die Bestellung liegt beim nationalen Anbieter.',
  'manage.save': 'Änderung speichern',
  'manage.cancel': 'Bestellung stornieren',
  'manage.cancelQuestion': 'Diese Bestellung stornieren? Der Preis wird auf dem Zahlungsweg erstattet.',
  'manage.cancelConfirm': 'Ja, Bestellung stornieren',
  'manage.keep': 'Bestellung behalten',
  'manage.refused': 'Die Änderung wurde nicht angenommen: {reason}',
  'manage.failed': 'Der Dienst ist gerade nicht erreichbar; es wurde nichts geändert. Versuchen Sie es erneut.',
  'manage.startDateInvalid': 'Wählen Sie einen Beginn',
  'manage.nothingChanged': 'Ändern Sie zuerst das Kennzeichen, das Zulassungsland oder den Beginn',
  'error.givenUp': 'Wir konnten Ihre Bestellung nicht aufgeben: Der Dienst hat auf 5 Versuche im Minutenabstand nicht geantwortet. Es wurde nichts abgebucht.',
  'checkout.queued': 'Gerade werden sehr viele Bestellungen aufgegeben. Ihre behält ihren Platz in der Reihe ({ahead} davor); bitte lassen Sie diese Seite geöffnet.',
  'checkout.confirming': 'Wir bestätigen Ihre Bestellung beim Dienst (Versuch {attempt} von 5). Vor der Zahlung wird nichts abgebucht.',
  'error.salesPaused': 'Der Verkauf ist gerade unterbrochen. Es wurde nichts abgebucht; bitte versuchen Sie es später erneut.',
};
