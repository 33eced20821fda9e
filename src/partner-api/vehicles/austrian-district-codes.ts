/**
 * Austrian registration district codes (Bezirkskennzeichen), including codes
 * no longer issued whose plates are still on the road (e.g. WU, FB, JU) and
 * the federal authorities (BH army, BP police, JW prison service).
 */
export const AUSTRIAN_DISTRICT_CODES: ReadonlySet<string> = new Set([
  // Vienna and the state capitals / statutory cities
  'W', 'E', 'RU', 'K', 'VI', 'P', 'KR', 'WN', 'WY', 'L', 'SR', 'WE', 'S', 'G', 'I', 'B',
  // Burgenland
  'EU', 'GS', 'JE', 'MA', 'ND', 'OP', 'OW',
  // Carinthia
  'FE', 'HE', 'KL', 'SP', 'SV', 'VK', 'VL', 'WO',
  // Lower Austria
  'AM', 'BL', 'BN', 'GD', 'GF', 'HL', 'HO', 'KG', 'KO', 'KS', 'LF', 'MD', 'ME', 'MI', 'NK', 'PL', 'SB', 'SW', 'TU', 'WB', 'WT', 'WU', 'ZT',
  // Upper Austria
  'BR', 'EF', 'FR', 'GM', 'GR', 'KI', 'LL', 'PE', 'RI', 'RO', 'SD', 'SE', 'UU', 'VB', 'WL',
  // Salzburg
  'HA', 'JO', 'SL', 'TA', 'ZE',
  // Styria (BA, FB, FF, GB, HB, JU, KF, MZ, RA: former districts)
  'BM', 'DL', 'GU', 'HF', 'LB', 'LE', 'LI', 'LN', 'MT', 'MU', 'SO', 'VO', 'WZ', 'BA', 'FB', 'FF', 'GB', 'HB', 'JU', 'KF', 'MZ', 'RA',
  // Tyrol
  'IL', 'IM', 'KB', 'KU', 'LA', 'LZ', 'RE', 'SZ',
  // Vorarlberg
  'BZ', 'DO', 'FK',
  // Federal authorities
  'BH', 'BP', 'JW',
]);
