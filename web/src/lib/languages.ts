// The 13 UI languages (spec section 9). Names are endonyms so people find their own language in any UI.
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'it', name: 'Italiano' },
  { code: 'ja', name: '日本語' },
  { code: 'ko', name: '한국어' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'pt', name: 'Português' },
  { code: 'ru', name: 'Русский' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'zh-TW', name: '繁體中文' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];

export const baseLanguage: LanguageCode = 'en';
export const languageCodes: readonly LanguageCode[] = languages.map((language) => language.code);
export const LANGUAGE_STORAGE_KEY = 'bawaba.language';

const rtlLanguages = new Set(['ar', 'he', 'ur', 'fa']);

export function isRtl(code: string): boolean {
  return rtlLanguages.has(code.split('-')[0]?.toLowerCase() ?? '');
}

/** Maps any BCP 47 tag (browser, query, storage) onto one of our languages: pt-BR → pt, zh-HK → zh-TW. */
export function toSupportedLanguage(tag: string | null | undefined): LanguageCode {
  if (!tag) return baseLanguage;
  const lower = tag.replace('_', '-').toLowerCase();
  const [base] = lower.split('-');
  if (base === 'zh') {
    return /^(zh-(tw|hk|mo)|zh-hant)/.test(lower) ? 'zh-TW' : 'zh-CN';
  }
  return languageCodes.find((code) => code === base) ?? baseLanguage;
}

export function applyDocumentLanguage(code: string, root: HTMLElement = document.documentElement): void {
  root.lang = code;
  root.dir = isRtl(code) ? 'rtl' : 'ltr';
}
