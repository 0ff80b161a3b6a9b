import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGE_STORAGE_KEY,
  applyDocumentLanguage,
  baseLanguage,
  languageCodes,
  toSupportedLanguage,
} from './languages.ts';

type Messages = Record<string, unknown>;

// One lazy chunk per language: a visitor downloads only the languages they use.
const localeLoaders = import.meta.glob<Messages>('../locales/*.json', { import: 'default' });

export async function loadMessages(code: string): Promise<Messages> {
  const load = localeLoaders[`../locales/${code}.json`];
  if (!load) throw new Error(`No messages for language ${code}`);
  return load();
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadMessages(language).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export async function initI18n(instance: I18n = i18next): Promise<I18n> {
  instance.on('languageChanged', (language) => applyDocumentLanguage(language));
  await instance
    .use(lazyBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: baseLanguage,
      supportedLngs: [...languageCodes],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        // ?lng= lets hreflang alternates point at each language; the choice is then remembered.
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: (tag: string) => toSupportedLanguage(tag),
      },
      react: { useSuspense: true },
    });
  applyDocumentLanguage(instance.resolvedLanguage ?? baseLanguage);
  return instance;
}
