import type { LaterKey } from './en.ts';

export const messages: Record<LaterKey, string> = {
  'unpaid.heading': 'Commandes en attente de paiement sur cet appareil',
  'unpaid.pay': 'Payer cette commande',
  'unpaid.drop': 'Abandonner',
  'unpaid.elsewhere': 'Elles ont été passées dans une autre fenêtre ou sur une autre page : payez-les ou abandonnez-les là-bas.',
  'manage.heading': 'Gérer votre commande',
  'manage.change': 'Modifier le véhicule ou la date de début',
  'manage.changeOnce': 'Une commande ne peut être modifiée qu’une seule fois.',
  'manage.startDateLocked': 'La date de début ne peut plus changer : la commande est chez le prestataire national.',
  'manage.save': 'Enregistrer la modification',
  'manage.cancel': 'Annuler la commande',
  'manage.cancelQuestion': 'Annuler cette commande ? Le montant est remboursé par le moyen de paiement utilisé.',
  'manage.cancelConfirm': 'Oui, annuler la commande',
  'manage.keep': 'Garder la commande',
  'manage.refused': 'La modification n’a pas été acceptée : {reason}',
  'manage.failed': 'Le service est injoignable pour le moment ; rien n’a été modifié. Réessayez.',
  'manage.startDateInvalid': 'Choisissez une date de début',
  'manage.nothingChanged': 'Modifiez d’abord la plaque, le pays d’immatriculation ou la date de début',
};
