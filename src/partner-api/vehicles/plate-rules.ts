import { AUSTRIAN_DISTRICT_CODES } from './austrian-district-codes.ts';

/** `plate`: written the way the registration country writes it. */
export type PlateCheck = { ok: true; plate: string } | { ok: false; message: string };

/** Receives the plate upper-cased with single spaces and no space around dashes. */
export type PlateRule = (cleaned: string) => PlateCheck;

const compact = (s: string) => s.replace(/[ -]/g, '');

/** A rule from a pattern over the plate without separators and a formatter of its groups. */
function pattern(re: RegExp, format: (groups: string[]) => string, example: string, what: string): PlateRule {
  return (cleaned) => {
    const m = re.exec(compact(cleaned));
    return m ? { ok: true, plate: format(m.slice(1)) } : { ok: false, message: `${what}, e.g. ${example}.` };
  };
}

const austria: PlateRule = (cleaned) => {
  const explained = 'An Austrian plate is a district code, then digits and letters (W 12345 A, L 123 AB) or, for a custom plate, letters and digits (G ANNA 1)';
  const firstToken = /^([A-Z]{1,2})[ -]/.exec(cleaned)?.[1];
  const whole = compact(cleaned);
  const candidates = firstToken ? [firstToken] : [whole.slice(0, 2), whole.slice(0, 1)].filter((code) => /^[A-Z]+$/.test(code));
  let unknownCode: string | undefined;
  for (const code of candidates) {
    if (!AUSTRIAN_DISTRICT_CODES.has(code)) {
      unknownCode ??= code;
      continue;
    }
    const rest = whole.slice(code.length);
    const standard = /^(\d{1,5})([A-Z]{1,3})$/.exec(rest);
    if (standard && rest.length <= 6) return { ok: true, plate: `${code} ${standard[1]} ${standard[2]}` };
    const custom = /^([A-Z]{1,5})(\d{1,3})$/.exec(rest);
    if (custom && rest.length >= 3 && rest.length <= 6) return { ok: true, plate: `${code} ${custom[1]} ${custom[2]}` };
    if (/^(BH|BP|JW)$/.test(code) && /^\d{3,6}$/.test(rest)) return { ok: true, plate: `${code} ${rest}` };
    return { ok: false, message: `${explained}.` };
  }
  return { ok: false, message: unknownCode ? `"${unknownCode}" is not an Austrian district code. ${explained}.` : `${explained}.` };
};

const germany: PlateRule = (cleaned) => {
  const m = /^([A-ZÄÖÜ]{1,3})[ -]([A-Z]{1,2}) ?(\d{1,4})([EH]?)$/.exec(cleaned);
  if (m) return { ok: true, plate: `${m[1]}-${m[2]} ${m[3]}${m[4]}` };
  return { ok: false, message: 'A German plate is a district code, a dash or space, 1-2 letters and up to 4 digits, e.g. M-AB 1234.' };
};

const slovenia: PlateRule = (cleaned) => {
  const m = /^(LJ|MB|CE|KR|NM|KP|GO|MS|KK|PO|SG) ?([A-Z0-9]{1,4}-?[A-Z0-9]{1,4})$/.exec(cleaned);
  if (m?.[2] && compact(m[2]).length >= 4 && compact(m[2]).length <= 5) return { ok: true, plate: `${m[1]} ${m[2]}` };
  return { ok: false, message: 'A Slovenian plate is a region code (LJ, MB, CE, KR, NM, KP, GO, MS, KK, PO, SG) and 4-5 letters or digits, e.g. LJ 12-34A.' };
};

const poland: PlateRule = (cleaned) => {
  const m = /^([A-Z]{2,3}) ?([0-9][A-Z0-9]{3,4}|[A-Z0-9]{4,5})$/.exec(cleaned);
  if (m) return { ok: true, plate: `${m[1]} ${m[2]}` };
  return { ok: false, message: 'A Polish plate is a 2-3 letter area code and 4-5 letters or digits, e.g. WA 12345.' };
};

/** Dutch sidecodes: three groups of letters or digits, six characters in all, e.g. 12-ABC-3. */
const netherlands: PlateRule = (cleaned) => {
  const chars = compact(cleaned);
  const runs = (/^[A-Z0-9]{6}$/.test(chars) ? chars.match(/[A-Z]+|\d+/g) ?? [] : [])
    .flatMap((run) => (run.length === 4 ? [run.slice(0, 2), run.slice(2)] : [run]));
  if (runs.length === 3) return { ok: true, plate: runs.join('-') };
  return { ok: false, message: 'A Dutch plate has six letters and digits in three groups, e.g. 12-ABC-3.' };
};

const RO_COUNTIES = 'AB|AG|AR|BC|BH|BN|BR|BT|BV|BZ|CJ|CL|CS|CT|CV|DB|DJ|GJ|GL|GR|HD|HR|IF|IL|IS|MH|MM|MS|NT|OT|PH|SB|SJ|SM|SV|TL|TM|TR|VL|VN|VS';
const CH_CANTONS = 'AG|AI|AR|BE|BL|BS|FR|GE|GL|GR|JU|LU|NE|NW|OW|SG|SH|SO|SZ|TG|TI|UR|VD|VS|ZG|ZH';
const BG_REGIONS = 'BH|BP|BT|EB|EH|KH|OB|PA|PB|PK|PP|CA|CB|CH|CM|CO|CC|CT|TX|A|B|E|K|M|H|P|C|T|X|Y';
const BG_LETTERS = '[ABEKMHOPCTYX]';

/** Registration country (ISO alpha-2) to its plate rule; other countries get `GENERIC_RULE`. */
export const PLATE_RULES: Readonly<Record<string, PlateRule>> = {
  AT: austria,
  CH: pattern(new RegExp(`^(${CH_CANTONS})(\\d{1,6})$`), ([c, n]) => `${c} ${n}`, 'ZH 123456', 'A Swiss plate is a canton code and up to 6 digits'),
  CZ: pattern(/^(\d[ABCEHJKLMPSTUZ][A-Z0-9])(\d{4})$/, ([a, b]) => `${a} ${b}`, '1A2 3456', 'A Czech plate is a digit, a region letter, a letter or digit and 4 digits'),
  SK: pattern(/^([A-Z]{2})(\d{3})([A-Z]{2})$/, ([a, b, c]) => `${a}-${b}${c}`, 'BA-123AB', 'A Slovak plate is 2 letters, 3 digits and 2 letters'),
  HU: (cleaned) => {
    const chars = compact(cleaned);
    const current = /^([A-Z]{2})([A-Z]{2})(\d{3})$/.exec(chars);
    if (current) return { ok: true, plate: `${current[1]} ${current[2]}-${current[3]}` };
    const older = /^([A-Z]{3})(\d{3})$/.exec(chars);
    if (older) return { ok: true, plate: `${older[1]}-${older[2]}` };
    return { ok: false, message: 'A Hungarian plate is 3 letters and 3 digits (ABC-123) or 4 letters and 3 digits (AA BC-123).' };
  },
  SI: slovenia,
  RO: pattern(new RegExp(`^(?:(${RO_COUNTIES})(\\d{2})|(B)(\\d{2,3}))([A-Z]{3})$`), ([county, n, bucharest, bn, letters]) => `${county ?? bucharest} ${n ?? bn} ${letters}`,
    'CJ 12 ABC', 'A Romanian plate is a county code, 2 digits (2-3 for B) and 3 letters'),
  BG: pattern(new RegExp(`^(${BG_REGIONS})(\\d{4})(${BG_LETTERS}{1,2})$`), ([r, n, l]) => `${r} ${n} ${l}`, 'CA 1234 AB',
    'A Bulgarian plate is a region code, 4 digits and 1-2 letters (A B E K M H O P C T Y X)'),
  MD: (cleaned) => {
    // The older district form (C AB 123) is only recognisable by its space.
    const older = /^([A-Z]{1,2}) ([A-Z]{2}) ?(\d{3})$/.exec(cleaned);
    if (older) return { ok: true, plate: `${older[1]} ${older[2]} ${older[3]}` };
    const current = /^([A-Z]{3})(\d{3})$/.exec(compact(cleaned));
    if (current) return { ok: true, plate: `${current[1]} ${current[2]}` };
    return { ok: false, message: 'A Moldovan plate is 3 letters and 3 digits, e.g. ABC 123.' };
  },
  DE: germany,
  IT: pattern(/^([A-HJ-NPR-TV-Z]{2})(\d{3})([A-HJ-NPR-TV-Z]{2})$/, ([a, b, c]) => `${a} ${b}${c}`, 'AB 123CD', 'An Italian plate is 2 letters, 3 digits and 2 letters'),
  FR: pattern(/^([A-HJ-NP-TV-Z]{2})(\d{3})([A-HJ-NP-TV-Z]{2})$/, ([a, b, c]) => `${a}-${b}-${c}`, 'AB-123-CD', 'A French plate is 2 letters, 3 digits and 2 letters'),
  PL: poland,
  NL: netherlands,
  ES: pattern(/^(\d{4})([B-DF-HJ-NP-TV-Z]{3})$/, ([a, b]) => `${a} ${b}`, '1234 BCD', 'A Spanish plate is 4 digits and 3 consonants'),
  BE: pattern(/^(\d)([A-Z]{3})(\d{3})$/, ([a, b, c]) => `${a}-${b}-${c}`, '1-ABC-234', 'A Belgian plate is a digit, 3 letters and 3 digits'),
  GB: pattern(/^([A-Z]{2}\d{2})([A-Z]{3})$/, ([a, b]) => `${a} ${b}`, 'AB12 CDE', 'A British plate is 2 letters, 2 digits and 3 letters'),
};

/** Countries without a known pattern: 2 to 10 letters and digits, as written. */
export const GENERIC_RULE: PlateRule = (cleaned) => {
  const length = compact(cleaned).length;
  return length >= 2 && length <= 10 ? { ok: true, plate: cleaned } : { ok: false, message: 'A licence plate has 2 to 10 letters and digits.' };
};
