// The 249 ISO 3166-1 alpha-2 codes. Names are never stored: Intl.DisplayNames gives them in the UI language.
const CODES = `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE
BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD
CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF
GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME
MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK
TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
VN VU WF WS YE YT ZA ZM ZW`;

export const countryCodes: readonly string[] = CODES.split(/\s+/);

export interface Country {
  code: string;
  name: string;
}

/** Countries named in the given language, sorted the way speakers of that language expect. */
export function countries(locale: string): Country[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Case- and accent-insensitive match on the name or the code. */
export function filterCountries(list: readonly Country[], query: string, locale: string): Country[] {
  const q = query.trim();
  if (!q) return [...list];
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return list.filter(
    (country) =>
      country.code.toLowerCase() === q.toLowerCase() ||
      Array.from({ length: country.name.length - q.length + 1 }, (_, i) => country.name.slice(i, i + q.length)).some(
        (part) => collator.compare(part, q) === 0,
      ),
  );
}
