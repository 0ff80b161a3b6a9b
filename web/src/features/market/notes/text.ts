/** Arabic-Indic and Persian digits, the Arabic decimal and thousands separators, to ASCII. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',');
}

const ARABIC_LETTER = /[\u0600-\u06FF]/g;
const LATIN_LETTER = /[A-Za-z]/g;

/** Which script the text is mostly written in. */
export function scriptOf(text: string): 'ar' | 'en' | 'mixed' {
  const ar = text.match(ARABIC_LETTER)?.length ?? 0;
  const en = text.match(LATIN_LETTER)?.length ?? 0;
  if (ar === 0 && en === 0) return 'en';
  if (ar >= en * 4) return 'ar';
  if (en >= ar * 4) return 'en';
  return 'mixed';
}

/** A found piece of text and where it starts, so overlapping finds can be told apart. */
export type Span = { index: number; text: string };

export const overlaps = (a: Span, b: Span): boolean => a.index < b.index + b.text.length && b.index < a.index + a.text.length;
