/** "as of" dates are ISO days (or full timestamps); shown in the reader's language, never shifted by time zone. */
export function formatAsOf(iso: string, language: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/**
 * The language of a text the knowledge does not translate (a publisher's name, a source page's title):
 * Arabic when written in Arabic, else English. Pages mark it with `lang`, so screen readers read it right
 * and the translation check (tests/e2e/translations.test.ts) knows it is English on purpose.
 */
export const textLang = (text: string): 'ar' | 'en' => (/[\u0600-\u06FF]/.test(text) ? 'ar' : 'en');
