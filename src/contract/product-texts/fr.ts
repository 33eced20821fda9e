import { HUNGARIAN_COUNTIES } from './hungarian-counties.ts';
import type { ProductTextTable } from './product-texts.ts';

export const texts: ProductTextTable = {
  products: {
    'vignette-at-1-day': { name: 'Vignette Autriche, 1 jour', description: 'Autoroutes et voies express (ASFINAG) pendant un jour calendaire.' },
    'vignette-at-10-days': { name: 'Vignette Autriche, 10 jours', description: 'Autoroutes et voies express (ASFINAG) pendant 10 jours consécutifs.' },
    'vignette-at-2-months': { name: 'Vignette Autriche, 2 mois', description: 'Autoroutes et voies express (ASFINAG) pendant deux mois.' },
    'vignette-at-1-year': { name: 'Vignette annuelle Autriche', description: 'Autoroutes et voies express pour l’année de vignette, jusqu’au 31 janvier de l’année suivante.' },
    'tunnel-at-karawanken': { name: 'Tunnel des Karawanken (A11), trajet simple', description: 'Un passage du tunnel des Karawanken entre l’Autriche et la Slovénie.' },
    'tunnel-at-tauern': { name: 'Tunnels des Tauern et du Katschberg (A10), trajet simple', description: 'Un trajet par les tunnels des Tauern et du Katschberg.' },
    'tunnel-at-arlberg': { name: 'Tunnel routier de l’Arlberg (S16), trajet simple', description: 'Un trajet par le tunnel routier de l’Arlberg.' },

    'vignette-ch-1-year': { name: 'Vignette annuelle Suisse', description: 'Routes nationales pour l’année civile, du 1er décembre précédent au 31 janvier suivant.' },
    'train-ch-loetschberg': { name: 'Transport des voitures Lötschberg, Kandersteg–Goppenstein', description: 'Une traversée en train-auto par le tunnel du Lötschberg.' },
    'train-ch-furka': { name: 'Transport des voitures Furka, Realp–Oberwald', description: 'Une traversée en train-auto par le tunnel de base de la Furka.' },

    'vignette-cz-1-day': { name: 'Vignette Tchéquie, 1 jour', description: 'Autoroutes à péage pendant un jour.' },
    'vignette-cz-10-days': { name: 'Vignette Tchéquie, 10 jours', description: 'Autoroutes à péage pendant 10 jours.' },
    'vignette-cz-1-month': { name: 'Vignette Tchéquie, 30 jours', description: 'Autoroutes à péage pendant 30 jours.' },
    'vignette-cz-1-year': { name: 'Vignette Tchéquie, 365 jours', description: 'Autoroutes à péage pendant 365 jours.' },

    'vignette-sk-1-day': { name: 'Vignette Slovaquie, 1 jour', description: 'Autoroutes et voies express à péage pendant un jour.' },
    'vignette-sk-10-days': { name: 'Vignette Slovaquie, 10 jours', description: 'Autoroutes et voies express à péage pendant 10 jours.' },
    'vignette-sk-30-days': { name: 'Vignette Slovaquie, 30 jours', description: 'Autoroutes et voies express à péage pendant 30 jours.' },
    'vignette-sk-365-days': { name: 'Vignette Slovaquie, 365 jours', description: 'Autoroutes et voies express à péage pendant 365 jours.' },

    'vignette-hu-weekly': { name: 'Vignette Hongrie, 10 jours', description: 'Le réseau autoroutier national pendant 10 jours (catégories D1 et D1M, D2 pour les camionnettes).' },
    'vignette-hu-monthly': { name: 'Vignette Hongrie, 1 mois', description: 'Le réseau autoroutier national pendant un mois.' },
    'vignette-hu-yearly': { name: 'Vignette annuelle Hongrie, tout le pays', description: 'Le réseau autoroutier national jusqu’au 31 janvier de l’année suivante.' },

    'vignette-si-weekly': { name: 'Vignette Slovénie, 7 jours', description: 'Autoroutes et voies express (DARS) pendant 7 jours.' },
    'vignette-si-monthly': { name: 'Vignette Slovénie, 1 mois', description: 'Autoroutes et voies express (DARS) pendant un mois.' },
    'vignette-si-half-year': { name: 'Vignette Slovénie, 6 mois (motos)', description: 'Autoroutes et voies express pendant six mois, pour les motos uniquement.' },
    'vignette-si-yearly': { name: 'Vignette Slovénie, 1 an', description: 'Autoroutes et voies express pendant 12 mois à partir de la date de début.' },

    'vignette-ro-1-day': { name: 'Vignette Roumanie, 1 jour', description: 'Routes nationales pendant un jour.' },
    'vignette-ro-7-days': { name: 'Vignette Roumanie, 7 jours', description: 'Routes nationales pendant 7 jours.' },
    'vignette-ro-30-days': { name: 'Vignette Roumanie, 30 jours', description: 'Routes nationales pendant 30 jours. Le numéro VIN est obligatoire.' },
    'vignette-ro-90-days': { name: 'Vignette Roumanie, 90 jours', description: 'Routes nationales pendant 90 jours. Le numéro VIN est obligatoire.' },
    'vignette-ro-365-days': { name: 'Vignette Roumanie, 12 mois', description: 'Routes nationales pendant 12 mois. Le numéro VIN est obligatoire.' },
    'bridge-ro-fetesti': { name: 'Péage du pont Fetești–Cernavodă (A2)', description: 'Un passage des ponts sur le Danube de l’autoroute A2.' },

    'vignette-bg-weekend': { name: 'Vignette week-end Bulgarie', description: 'Routes nationales du vendredi midi au dimanche minuit.' },
    'vignette-bg-weekly': { name: 'Vignette Bulgarie, 7 jours', description: 'Routes nationales pendant 7 jours.' },
    'vignette-bg-monthly': { name: 'Vignette Bulgarie, 1 mois', description: 'Routes nationales pendant un mois.' },
    'vignette-bg-quarterly': { name: 'Vignette Bulgarie, 3 mois', description: 'Routes nationales pendant trois mois.' },
    'vignette-bg-yearly': { name: 'Vignette Bulgarie, 1 an', description: 'Routes nationales pendant 12 mois.' },
    'ferry-bg-oryahovo': { name: 'Bac sur le Danube Oriahovo–Bechet', description: 'Une traversée du Danube entre la Bulgarie et la Roumanie.' },

    'vignette-md-7-days': { name: 'Vignette Moldavie, 7 jours', description: 'Routes publiques pour les véhicules immatriculés à l’étranger pendant 7 jours.' },
    'vignette-md-15-days': { name: 'Vignette Moldavie, 15 jours', description: 'Routes publiques pour les véhicules immatriculés à l’étranger pendant 15 jours.' },
    'vignette-md-30-days': { name: 'Vignette Moldavie, 30 jours', description: 'Routes publiques pour les véhicules immatriculés à l’étranger pendant 30 jours.' },
    'vignette-md-90-days': { name: 'Vignette Moldavie, 90 jours', description: 'Routes publiques pour les véhicules immatriculés à l’étranger pendant 90 jours.' },
    'vignette-md-180-days': { name: 'Vignette Moldavie, 180 jours', description: 'Routes publiques pour les véhicules immatriculés à l’étranger pendant 180 jours.' },
    'vignette-md-1-year': { name: 'Vignette Moldavie, 1 an', description: 'Routes publiques pour les véhicules immatriculés à l’étranger pendant 12 mois.' },
  },
  county: {
    name: 'Vignette annuelle Hongrie, comitat de {county}',
    description: 'Les tronçons d’autoroute du comitat jusqu’au 31 janvier de l’année suivante.',
  },
  counties: HUNGARIAN_COUNTIES,
  vehicleTypes: { car: 'voiture', van: 'camionnette', moto: 'moto' },
};
