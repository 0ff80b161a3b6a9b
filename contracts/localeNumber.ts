/**
 * Numbers as people type them (issue 17): "1,000,000" in English, "1.000.000,5" in German,
 * "1 000 000" in French, "١٬٠٠٠٬٠٠٠" in Arabic. Digits may be Western, Arabic-Indic (٠–٩) or Extended
 * Arabic-Indic (۰–۹); groups are the locale's separator, a space or the Arabic ٬, always of three digits
 * after the first; the decimal mark is the locale's or the Arabic ٫. Anything else (two decimal marks,
 * a group of two, a sign, letters) is not a number: the form says so rather than guessing.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;
const ARABIC_THOUSANDS = '\u066c';
const ARABIC_DECIMAL = '\u066b';
// Space, no-break space, narrow no-break space (French), thin space.
const SPACES = [' ', '\u00a0', '\u202f', '\u2009'];

function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO));
  });
}

const separatorsCache = new Map<string, { group: string; decimal: string }>();

/** The locale's group and decimal marks, as Intl writes them. */
export function separatorsOf(locale: string): { group: string; decimal: string } {
  let found = separatorsCache.get(locale);
  if (!found) {
    let parts: Intl.NumberFormatPart[];
    try {
      parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    } catch {
      parts = new Intl.NumberFormat('en').formatToParts(1234567.5);
    }
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorsCache.set(locale, found);
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The number `text` means in `locale`, or null when it is not a plain non-negative number. */
export function parseLocaleNumber(text: string, locale: string): number | null {
  const { group, decimal } = separatorsOf(locale);
  const groups = new Set([ARABIC_THOUSANDS, ...SPACES, group]);
  const decimals = new Set([ARABIC_DECIMAL, decimal]);
  // Where the locale writes ٬ and ٫, keyboards still give "," and ".": read them as English would.
  if (decimal === ARABIC_DECIMAL) {
    groups.add(',');
    decimals.add('.');
  }
  // A mark that is this locale's decimal is never a group mark ("1,5" is one and a half in German).
  for (const mark of decimals) groups.delete(mark);
  const digits = westernDigits(text.trim());
  if (digits === '') return null;
  const g = `[${[...groups].map(escape).join('')}]`;
  const d = `[${[...decimals].map(escape).join('')}]`;
  const shape = new RegExp(`^(\\d+|\\d{1,3}(${g}\\d{3})+)(${d}\\d+)?$`);
  if (!shape.test(digits)) return null;
  const plain = digits.replace(new RegExp(g, 'g'), '').replace(new RegExp(d), '.');
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}
