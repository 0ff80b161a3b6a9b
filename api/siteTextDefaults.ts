import { LOCALES_DIR, readLocale } from '../contracts/localeFiles.ts';
import { SITE_TEXT_SECTIONS, type SiteTextLanguage, type SiteTextSection, type SiteTexts } from '../domain/siteTexts/siteText.ts';

/** A section's strings as dotted keys: `{market: {title}}` becomes `market.title`. */
export function flatten(value: unknown, prefix = ''): SiteTexts {
  if (typeof value === 'string') return { [prefix]: value };
  if (!value || typeof value !== 'object') return {};
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))) as SiteTexts;
}

/** The reverse of flatten, for merging edited texts into the web's nested messages. */
export function nest(texts: SiteTexts): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  }
  return out;
}

const cache = new Map<SiteTextLanguage, Record<SiteTextSection, SiteTexts>>();

/**
 * The texts a page shows when nobody has edited them: the locale files, read once per language.
 * These are the spec's fixed answers (section 7, Other), and they seed every editor's form.
 */
export function defaultSiteTexts(lang: SiteTextLanguage): Record<SiteTextSection, SiteTexts> {
  let found = cache.get(lang);
  if (!found) {
    const { messages } = readLocale(LOCALES_DIR, lang);
    found = Object.fromEntries(SITE_TEXT_SECTIONS.map((s) => [s, flatten(messages[s])])) as Record<SiteTextSection, SiteTexts>;
    cache.set(lang, found);
  }
  return found;
}

/** The keys an editor may set in a section: those English has (every language has the same, by the parity test). */
export const siteTextKeys = (section: SiteTextSection): string[] => Object.keys(defaultSiteTexts('en')[section]);
