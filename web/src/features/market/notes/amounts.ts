import { asciiDigits, overlaps, type Span } from './text.ts';

export type Currency = 'SAR' | 'USD' | 'EUR' | 'GBP' | 'AED';
/** A money amount or a percentage found in the text, its value with the scale words applied. */
export type Amount = Span & { kind: 'money' | 'percent'; value: number; currency: Currency | null };

// Longest names first, so "US$" wins over "$" and "ريال سعودي" over "ريال".
const CURRENCY_NAMES: readonly [string, Currency][] = [
  ['ريال سعودي', 'SAR'], ['ريالات', 'SAR'], ['ريال', 'SAR'], ['ر.س', 'SAR'], ['ر. س', 'SAR'], ['﷼', 'SAR'], ['SAR', 'SAR'], ['SR', 'SAR'], ['riyals', 'SAR'], ['riyal', 'SAR'],
  ['دولار أمريكي', 'USD'], ['دولار', 'USD'], ['US$', 'USD'], ['USD', 'USD'], ['dollars', 'USD'], ['$', 'USD'],
  ['يورو', 'EUR'], ['EUR', 'EUR'], ['euros', 'EUR'], ['€', 'EUR'],
  ['جنيه إسترليني', 'GBP'], ['GBP', 'GBP'], ['pounds', 'GBP'], ['£', 'GBP'],
  ['درهم إماراتي', 'AED'], ['درهم', 'AED'], ['AED', 'AED'], ['dirhams', 'AED'],
];
const SCALES: readonly [string, number][] = [
  ['billion', 1e9], ['bn', 1e9], ['مليار', 1e9], ['million', 1e6], ['mn', 1e6], ['m', 1e6], ['مليون', 1e6], ['ملايين', 1e6],
  ['thousand', 1e3], ['k', 1e3], ['ألف', 1e3], ['آلاف', 1e3], ['الف', 1e3],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (names: readonly string[]) => names.map(escape).join('|');
const currency = `(?<cur>${alternatives(CURRENCY_NAMES.map(([n]) => n))})`;
const currencyAfter = `(?<cur2>${alternatives(CURRENCY_NAMES.map(([n]) => n))})`;
const number = '(?<num>\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)';
// Short scales ("5m", "2bn") only glued to the number: "5 m" is more likely metres.
const SHORT = ['bn', 'mn', 'm', 'k'];
const scale = `(?:(?<scale>${alternatives(SHORT)})|\\s?(?<word>${alternatives(SCALES.map(([n]) => n).filter((n) => !SHORT.includes(n)))}))?`;
// A word boundary that also works beside Arabic letters (\b knows only ASCII word characters).
const END = '(?![\\p{L}\\p{N}])';
// Arabic glues "and", "with", "for" (و ب ل ف) to the number that follows: و٣٠٠ ريال.
const START = '(?<=^|[^\\p{L}\\p{N}.,]|(?:^|[^\\p{L}\\p{N}])[وبلف])';

const MONEY_BEFORE = new RegExp(`${START}${currency}\\s?${number}${scale}${END}`, 'giu');
const MONEY_AFTER = new RegExp(`${START}${number}${scale}\\s?${currencyAfter}${END}`, 'giu');
const PERCENT = new RegExp(`${START}${number}\\s?(?:%|٪|percent|per cent|في المائة|في المئة|بالمائة|بالمئة)`, 'giu');

function currencyOf(name: string): Currency {
  const lower = name.toLowerCase();
  return CURRENCY_NAMES.find(([n]) => n.toLowerCase() === lower)![1];
}
function scaleOf(name: string | undefined): number {
  if (!name) return 1;
  const lower = name.toLowerCase();
  return SCALES.find(([n]) => n.toLowerCase() === lower)![1];
}
const valueOf = (num: string, scaleName?: string) => Math.round(Number(num.replace(/,/g, '')) * scaleOf(scaleName) * 1e6) / 1e6;

/**
 * Money amounts (SAR, USD, EUR, GBP, AED, by code, symbol or name, in English and Arabic, before
 * or after the number, with thousand/million/billion) and percentages. Digits may be Arabic-Indic;
 * the text of each find is as written.
 */
export function findAmounts(original: string): Amount[] {
  // Digit conversion keeps every character in place (one for one), so indexes stay valid.
  const text = asciiDigits(original);
  const found: Amount[] = [];
  const add = (a: Amount) => {
    if (!found.some((f) => overlaps(f, a))) found.push(a);
  };
  for (const re of [MONEY_BEFORE, MONEY_AFTER]) {
    for (const m of text.matchAll(re)) {
      const g = m.groups!;
      add({ index: m.index, text: original.slice(m.index, m.index + m[0].length), kind: 'money', value: valueOf(g.num!, g.scale ?? g.word), currency: currencyOf(g.cur ?? g.cur2!) });
    }
  }
  for (const m of text.matchAll(PERCENT)) {
    add({ index: m.index, text: original.slice(m.index, m.index + m[0].length), kind: 'percent', value: valueOf(m.groups!.num!), currency: null });
  }
  return found.sort((a, b) => a.index - b.index);
}
