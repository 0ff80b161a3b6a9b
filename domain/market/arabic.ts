/**
 * One spelling per word for search. Arabic is written with optional diacritics, a stretching
 * character and several interchangeable letter forms, so "الضريبة" typed on a phone and "الضَّرِيبَة"
 * in a publisher's text must meet on the same index term. Latin text is folded the same way
 * (case, accents), so one function serves both languages at index and at query time.
 */
const DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const LATIN_MARKS = /[\u0300-\u036F]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;

export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(TATWEEL, '')
    .replace(DIACRITICS, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627') // آ أ إ ٱ → ا
    .replace(/\u0624/g, '\u0648') // ؤ → و
    .replace(/[\u0626\u0649]/g, '\u064A') // ئ ى → ي
    .replace(/\u0629/g, '\u0647') // ة → ه
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .toLowerCase();
}

/** "للمنشآت" is ل + المنشآت with the article's alif dropped, as Arabic writes it. */
const ARTICLE = /^(?:(?:و|ف|ب|ك|ل)?ال(?=.{2,})|(?:و|ف)?لل(?=.{3,}))/;

/**
 * Light stemming for one normalised term: the definite article (with a leading conjunction or
 * preposition) is dropped, so "والضريبه" and "ضريبه" are one term. Anything heavier would merge
 * unrelated roots and hurt precision more than it helps recall.
 */
export function searchTerm(term: string): string {
  const t = normaliseText(term);
  return ARTICLE.test(t) ? t.replace(ARTICLE, '') : t;
}

/**
 * English plurals fold to the singular ("taxes" → "tax", "royalties" → "royalty", "rates" → "rate"),
 * on both the index and the question side, so a question never needs the reverse of a prefix match
 * (a fact word shorter than the question word), which let "taxi" meet "tax".
 */
function singular(term: string): string {
  if (!/^[a-z]+$/.test(term) || term.length <= 3 || /(ss|us|is)$/.test(term)) return term;
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (/(x|ch|sh|z)es$/.test(term)) return term.slice(0, -2);
  return term.endsWith('s') ? term.slice(0, -1) : term;
}

/**
 * The Arabic feminine ending (ة, written ه once normalised), the attached "his" (ه) and the
 * accusative ending (ًا, written ا) go, so "الوافدة" meets "الوافد", "استثماره" meets "استثمار" and
 * "شريكًا سعوديًا" meets "شريك سعودي"; short words keep them.
 */
function withoutEnding(term: string): string {
  if (!/^[\u0600-\u06FF]+$/.test(term)) return term;
  if (term.length >= 4 && term.endsWith('\u0647')) return term.slice(0, -1);
  return term.length >= 5 && term.endsWith('\u0627') ? term.slice(0, -1) : term;
}

/** The term as the knowledge index stores it: normalised, article dropped, English plural and Arabic ending folded. */
export const indexTerm = (term: string): string => withoutEnding(singular(searchTerm(term)));
