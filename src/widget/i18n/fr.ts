import type { FirstKey } from './en.ts';

export const messages: Record<FirstKey, string> = {
  'step.product': 'Choisissez votre produit',
  'step.vehicle': 'Votre véhicule',
  'step.details': 'Vos coordonnées',
  'step.review': 'Vérifiez votre commande',
  'step.payment': 'Paiement',
  'step.status': 'État de la commande',
  'step.counter': 'Étape {n} sur {total}',
  'step.announce': 'Étape {n} sur {total} : {title}',

  'action.continue': 'Continuer',
  'trip.open': 'Plusieurs pays ? Planifiez votre voyage',
  'action.back': 'Retour',
  'action.retry': 'Réessayer',
  'action.reload': 'Réessayer',
  'load.failed': 'Le module d’achat n’a pas pu être chargé.',

  'field.country': 'Pays',
  'field.product': 'Produit',
  'field.vehicle_type': 'Type de véhicule',
  'field.choose': 'Choisir…',

  'vehicle.car': 'Voiture',
  'vehicle.van': 'Camionnette',
  'vehicle.moto': 'Moto',

  'catalogue.loading': 'Chargement des produits…',

  'step.loading': 'Chargement…',
  'catalogue.failed': 'Impossible de charger les produits. Vérifiez votre connexion et réessayez.',
  'catalogue.refused': 'Ce module d’achat n’est pas encore configuré pour ce site.',
  'catalogue.none': 'Aucun produit n’est en vente pour ce pays pour le moment.',
  'product.price': 'Prix',
  'product.unavailable': 'Indisponible : {reason}',
  'product.unavailableNoReason': 'pas en vente actuellement',
  'product.notToday': 'Les commandes peuvent débuter au plus tôt demain.',

  'error.country': 'Choisissez le pays dans lequel vous allez rouler',
  'error.product': 'Choisissez un produit en vente',
  'error.vehicle_type': 'Choisissez un type de véhicule pour lequel ce produit est vendu',
  'resume.loading': 'Chargement de votre commande…',
  'availability.down':
    'Le système national ({country}) ne répond pas pour le moment. Les commandes sont acceptées et ' +
    'enregistrées dès son retour.',
};
