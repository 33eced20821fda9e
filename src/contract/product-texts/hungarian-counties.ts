/**
 * Hungary's 19 counties (vármegyék), each sold as its own annual vignette
 * (`vignette-hu-county-<slug>`), with the county's Hungarian name.
 */
export const HUNGARIAN_COUNTIES = {
  'bacs-kiskun': 'Bács-Kiskun',
  'baranya': 'Baranya',
  'bekes': 'Békés',
  'borsod-abauj-zemplen': 'Borsod-Abaúj-Zemplén',
  'csongrad-csanad': 'Csongrád-Csanád',
  'fejer': 'Fejér',
  'gyor-moson-sopron': 'Győr-Moson-Sopron',
  'hajdu-bihar': 'Hajdú-Bihar',
  'heves': 'Heves',
  'jasz-nagykun-szolnok': 'Jász-Nagykun-Szolnok',
  'komarom-esztergom': 'Komárom-Esztergom',
  'nograd': 'Nógrád',
  'pest': 'Pest',
  'somogy': 'Somogy',
  'szabolcs-szatmar-bereg': 'Szabolcs-Szatmár-Bereg',
  'tolna': 'Tolna',
  'vas': 'Vas',
  'veszprem': 'Veszprém',
  'zala': 'Zala',
} as const;

export type CountySlug = keyof typeof HUNGARIAN_COUNTIES;

export const COUNTY_VIGNETTE_PREFIX = 'vignette-hu-county-';
