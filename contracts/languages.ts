// No zod here: the web's first load (language switcher, i18n) imports this file. Schema: fields.ts.

/** The 13 UI languages (spec section 9): base language first; zh-TW comes from the translation widget. */
export const SUPPORTED_LANGUAGES = ['en', 'ar', 'fr', 'de', 'es', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'zh-CN', 'zh-TW'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];
export const BASE_LANGUAGE: LanguageCode = 'en';
