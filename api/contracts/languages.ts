import { z } from 'zod/mini';

/** The 13 UI languages (spec section 9): base language first; zh-TW comes from the translation widget. */
export const SUPPORTED_LANGUAGES = ['en', 'ar', 'fr', 'de', 'es', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'zh-CN', 'zh-TW'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];
export const BASE_LANGUAGE: LanguageCode = 'en';

// Pure-annotated so the web's first load (which needs only the list) leaves zod out.
export const languageSchema = /* @__PURE__ */ z.enum(SUPPORTED_LANGUAGES);
