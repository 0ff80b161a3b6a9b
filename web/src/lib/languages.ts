import { BASE_LANGUAGE, SUPPORTED_LANGUAGES, type LanguageCode } from '@contracts/languages.ts';

export type { LanguageCode };

// Names are endonyms so people find their own language in any UI. The list itself is the API's (spec section 9).
const endonyms: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  pt: 'Português',
  ru: 'Русский',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

export const languages = SUPPORTED_LANGUAGES.map((code) => ({ code, name: endonyms[code] }));

export const baseLanguage: LanguageCode = BASE_LANGUAGE;
export const languageCodes: readonly LanguageCode[] = SUPPORTED_LANGUAGES;
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
