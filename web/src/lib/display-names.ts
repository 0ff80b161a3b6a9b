// Codes are stored; names come from Intl in the reader's language, so no list of names needs translating.

/** "de" → "German" / "Deutsch" / "الألمانية"; an unknown code is shown as it is. */
export function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage, 'en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "DE" → "Germany" / "Deutschland"; an unknown code is shown as it is. */
export function regionName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A list in the reader's language: "English and Arabic", "Englisch und Arabisch". */
export function listOf(items: readonly string[], uiLanguage: string): string {
  return new Intl.ListFormat([uiLanguage, 'en'], { type: 'conjunction' }).format(items);
}

/**
 * The languages an expert can say they speak: the UI languages (one Chinese, written language aside)
 * and the ones most spoken by the Kingdom's business community.
 */
export const SPOKEN_LANGUAGES = ['ar', 'en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'ru', 'zh', 'ja', 'ko', 'hi', 'ur', 'tr', 'fa', 'id', 'ms', 'bn', 'tl'] as const;
