import { asciiDigits, overlaps, type Span } from './text.ts';

/** A date found in the text: `iso` is YYYY-MM-DD (or YYYY-MM when no day is given); Hijri dates keep only their text. */
export type FoundDate = Span & { iso: string | null; calendar: 'gregorian' | 'hijri' };

/**
 * Natural-language dates in English ("by 31 March", "next Friday"), from a library loaded on first use
 * (chrono-dates.ts). Injected, so the notes stay a pure function of the text and the reference date.
 */
export type DateFinder = (text: string, reference: Date) => FoundDate[];

const AR_MONTHS: readonly (readonly string[])[] = [
  ['يناير', 'كانون الثاني'], ['فبراير', 'شباط'], ['مارس', 'آذار'], ['أبريل', 'ابريل', 'إبريل', 'نيسان'], ['مايو', 'أيار'], ['يونيو', 'يونيه', 'حزيران'],
  ['يوليو', 'يوليه', 'تموز'], ['أغسطس', 'اغسطس', 'آب'], ['سبتمبر', 'أيلول'], ['أكتوبر', 'اكتوبر', 'تشرين الأول'], ['نوفمبر', 'تشرين الثاني'], ['ديسمبر', 'كانون الأول'],
];
const HIJRI_MONTHS = ['محرم', 'صفر', 'ربيع الأول', 'ربيع الآخر', 'ربيع الثاني', 'جمادى الأولى', 'جمادى الآخرة', 'جمادى الثانية', 'رجب', 'شعبان', 'رمضان', 'شوال', 'ذو القعدة', 'ذو الحجة'];

const alternatives = (names: readonly string[]) => [...names].sort((a, b) => b.length - a.length).join('|');
// Arabic glues "and", "in", "for" (و ب ل ف) to the word that follows: و٣ مارس.
const START = '(?<=^|[^\\p{L}\\p{N}]|(?:^|[^\\p{L}\\p{N}])[وبلف])';
const END = '(?![\\p{L}\\p{N}])';
const AR_MONTH = `(?<month>${alternatives(AR_MONTHS.flat())})`;
const AR_DATE = new RegExp(`${START}(?:(?<day>\\d{1,2})\\s+(?:من\\s+)?)?${AR_MONTH}\\s*(?:،|,)?\\s*(?<year>\\d{4})${END}`, 'gu');
const HIJRI_DATE = new RegExp(`${START}(?:\\d{1,2}\\s+)?(?:${alternatives(HIJRI_MONTHS)})\\s+\\d{4}\\s*(?:هـ|ه)?${END}|${START}\\d{4}\\s*هـ${END}|${START}\\d{4}\\s*AH${END}`, 'gu');
const ISO_DATE = /(?<![\d-])(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})(?![\d-])/g;
// Day first, as dates are written in Saudi Arabia and most of the world: 31/03/2026, 31.03.2026.
const NUMERIC_DATE = /(?<![\d/.])(?<day>\d{1,2})[/.](?<month>\d{1,2})[/.](?<year>\d{4})(?![\d/.])/g;

const pad = (n: number) => String(n).padStart(2, '0');
function isoOf(year: number, month: number, day?: number): string | null {
  if (month < 1 || month > 12) return null;
  if (day === undefined) return `${year}-${pad(month)}`;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** Dates written with digits (ISO, day/month/year) and Arabic dates, Gregorian or Hijri, in any script of digits. */
export function findWrittenDates(original: string): FoundDate[] {
  const text = asciiDigits(original);
  const found: FoundDate[] = [];
  const add = (index: number, length: number, iso: string | null, calendar: FoundDate['calendar']) => {
    const date = { index, text: original.slice(index, index + length), iso, calendar };
    if (!found.some((f) => overlaps(f, date))) found.push(date);
  };
  for (const m of text.matchAll(HIJRI_DATE)) add(m.index, m[0].length, null, 'hijri');
  for (const m of text.matchAll(AR_DATE)) {
    const g = m.groups!;
    const month = AR_MONTHS.findIndex((names) => names.includes(g.month!)) + 1;
    const iso = isoOf(Number(g.year), month, g.day ? Number(g.day) : undefined);
    if (iso) add(m.index, m[0].length, iso, 'gregorian');
  }
  for (const re of [ISO_DATE, NUMERIC_DATE]) {
    for (const m of text.matchAll(re)) {
      const g = m.groups!;
      const iso = isoOf(Number(g.year), Number(g.month), Number(g.day));
      if (iso) add(m.index, m[0].length, iso, 'gregorian');
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Written dates first (they are exact), then what the finder adds where nothing was found yet. */
export function findDates(text: string, reference: Date, finder?: DateFinder): FoundDate[] {
  const found = findWrittenDates(text);
  for (const d of finder?.(text, reference) ?? []) if (!found.some((f) => overlaps(f, d))) found.push(d);
  return found.sort((a, b) => a.index - b.index);
}
