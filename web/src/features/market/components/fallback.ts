import { knowledgeLang } from '../api/lang.ts';

/**
 * The language an item is missing, when it is shown in English instead: Arabic readers when the API
 * says `fallback`, readers of every other language but English always (the knowledge is written in
 * English and Arabic). Null when the item is in the reader's language.
 */
export function missingLanguage(readerLanguage: string, fallback: boolean | undefined): string | null {
  const base = readerLanguage.split('-')[0]!.toLowerCase();
  if (base === 'en') return null;
  if (knowledgeLang(readerLanguage) === 'ar' && !fallback) return null;
  try {
    return new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(readerLanguage) ?? readerLanguage;
  } catch {
    return readerLanguage;
  }
}
