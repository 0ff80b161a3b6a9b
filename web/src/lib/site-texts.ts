import type { i18n as I18n } from 'i18next';
import type { PublicSiteTexts } from '@contracts/siteTexts.ts';

type Nested = Record<string, unknown>;
/** Edited texts by language, then section, then dotted key (the API's shape). */
const edited = new Map<string, PublicSiteTexts['sections']>();
let applying = false;

/** Dotted keys by section into the nested shape of the locale messages. */
export function nest(sections: PublicSiteTexts['sections']): Nested {
  const out: Nested = {};
  for (const [section, texts] of Object.entries(sections)) {
    for (const [key, value] of Object.entries(texts)) {
      let node = (out[section] ??= {}) as Nested;
      const parts = key.split('.');
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Nested;
      node[parts.at(-1)!] = value;
    }
  }
  return out;
}

function apply(instance: I18n, lang: string): void {
  const sections = edited.get(lang);
  if (!sections || !instance.hasResourceBundle(lang, 'translation')) return;
  applying = true;
  try {
    instance.addResourceBundle(lang, 'translation', nest(sections), true, true);
  } finally {
    applying = false;
  }
}

/**
 * Edited site texts (issue 12) lie over the locale files' texts. Locale chunks arrive later than the
 * edits (a language switch, the extra chunk every page but / loads) and would cover them again, so
 * the edits are laid on top once more whenever a bundle is added.
 */
export function setSiteTexts(instance: I18n, lang: string, sections: PublicSiteTexts['sections']): void {
  edited.set(lang, sections);
  apply(instance, lang);
  instance.emit('siteTexts', lang);
}

const watched = new WeakSet<I18n>();
export function watchSiteTexts(instance: I18n, fetchTexts = fetchSiteTexts): void {
  if (watched.has(instance)) return;
  watched.add(instance);
  instance.store.on('added', (lng: string) => {
    if (!applying) apply(instance, lng);
  });
  // A language nobody has fetched yet gets its edits once its own texts are in.
  instance.on('languageChanged', (lng: string) => {
    if (!edited.has(lng)) void fetchTexts(lng).then((sections) => sections && setSiteTexts(instance, lng, sections));
  });
}

/** GET /api/site-texts/{lang}: revalidated with its ETag by the browser cache; undefined on any failure (defaults stay). */
export async function fetchSiteTexts(lang: string): Promise<PublicSiteTexts['sections'] | undefined> {
  try {
    const res = await fetch(`/api/site-texts/${encodeURIComponent(lang)}`, { cache: 'no-cache' });
    if (!res.ok) return undefined;
    return ((await res.json()) as PublicSiteTexts).sections;
  } catch {
    return undefined;
  }
}

export const siteTextsKnown = (lang: string): boolean => edited.has(lang);
