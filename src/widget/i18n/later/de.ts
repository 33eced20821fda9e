import type { LaterKey } from './en.ts';

export const messages: Record<LaterKey, string> = {
  'unpaid.heading': 'Unbezahlte Bestellungen auf diesem Gerät',
  'unpaid.pay': 'Diese Bestellung bezahlen',
  'unpaid.drop': 'Verwerfen',
  'unpaid.elsewhere': 'Diese Bestellungen wurden in einem anderen Fenster oder auf einer anderen Seite aufgegeben: Bezahlen oder verwerfen Sie sie dort.',
  'manage.heading': 'Bestellung verwalten',
  'manage.change': 'Fahrzeug oder Beginn ändern',
  'manage.changeOnce': 'Eine Bestellung kann einmal geändert werden.',
  'manage.startDateLocked': 'Der Beginn kann nicht mehr geändert werden: Die Bestellung liegt beim nationalen Anbieter.',
  'manage.save': 'Änderung speichern',
  'manage.cancel': 'Bestellung stornieren',
  'manage.cancelQuestion': 'Diese Bestellung stornieren? Der Preis wird auf dem Zahlungsweg erstattet.',
  'manage.cancelConfirm': 'Ja, Bestellung stornieren',
  'manage.keep': 'Bestellung behalten',
  'manage.refused': 'Die Änderung wurde nicht angenommen: {reason}',
  'manage.failed': 'Der Dienst ist gerade nicht erreichbar; es wurde nichts geändert. Versuchen Sie es erneut.',
  'manage.startDateInvalid': 'Wählen Sie einen Beginn',
  'manage.nothingChanged': 'Ändern Sie zuerst das Kennzeichen, das Zulassungsland oder den Beginn',
};
