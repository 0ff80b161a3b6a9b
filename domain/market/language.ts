/** The languages the knowledge is written in; an item's text in one of them. */
export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
type Text = { en: string; ar?: string };

/** The item in the asked language, or English when it has no text in it; `fallback` says which. */
export function pick(text: Text, lang: Lang): { text: string; fallback: boolean } {
  const wanted = lang === 'ar' ? text.ar?.trim() : text.en;
  return wanted ? { text: wanted, fallback: false } : { text: text.en, fallback: lang !== 'en' };
}
