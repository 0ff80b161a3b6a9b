import i18next, { type BackendModule, type LanguageDetectorModule, type i18n as I18n } from 'i18next';
import { loaders } from 'virtual:messages';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGE_STORAGE_KEY,
  applyDocumentLanguage,
  baseLanguage,
  languageCodes,
  toSupportedLanguage,
} from './languages.ts';

type Messages = Record<string, unknown>;

// Per language, one lazy chunk for every page and one the account pages add (web/messages-plugin.ts).
let extraWanted = false;

export async function loadMessages(code: string): Promise<Messages> {
  const load = loaders[code];
  if (!load) throw new Error(`No messages for language ${code}`);
  const [core, extra] = await Promise.all([load.core(), extraWanted ? load.extra() : undefined]);
  return extra ? deepMerge(core.default, extra.default) : core.default;
}

/** Account pages call this before rendering; the texts then stay loaded across language changes. */
export async function ensureAllMessages(instance: I18n = i18next): Promise<void> {
  if (extraWanted) return;
  extraWanted = true;
  const language = instance.resolvedLanguage ?? instance.language;
  const extra = language ? await loaders[language]?.extra() : undefined;
  if (extra) instance.addResourceBundle(language, 'translation', extra.default, true, true);
}

export function deepMerge(a: Messages, b: Messages): Messages {
  const out: Messages = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = prev && typeof prev === 'object' && v && typeof v === 'object' ? deepMerge(prev as Messages, v as Messages) : v;
  }
  return out;
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

/** ?lng= (so hreflang alternates point at each language), then the remembered choice, then the browser. */
const detector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const fromQuery = new URLSearchParams(window.location.search).get('lng');
    const stored = safeStorage(() => localStorage.getItem(LANGUAGE_STORAGE_KEY));
    for (const candidate of [fromQuery, stored, ...navigator.languages]) {
      if (!candidate) continue;
      // toSupportedLanguage answers English for anything unknown; only a real match ends the search.
      const code = toSupportedLanguage(candidate);
      if (code !== baseLanguage || candidate.toLowerCase().startsWith(baseLanguage)) return code;
    }
    return baseLanguage;
  },
  cacheUserLanguage(language) {
    safeStorage(() => localStorage.setItem(LANGUAGE_STORAGE_KEY, language));
  },
};

function safeStorage<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export async function initI18n(instance: I18n = i18next): Promise<I18n> {
  instance.on('languageChanged', (language) => applyDocumentLanguage(language));
  await instance
    .use(lazyBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      fallbackLng: baseLanguage,
      supportedLngs: [...languageCodes],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      // 'siteTexts': edited texts (issue 12) arrived for a language; pages show them at once.
      react: { useSuspense: true, bindI18n: 'languageChanged siteTexts' },
    });
  applyDocumentLanguage(instance.resolvedLanguage ?? baseLanguage);
  return instance;
}
