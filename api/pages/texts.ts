import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR } from '../../contracts/localeFiles.ts';
import { ARTICLE_LANGUAGES } from '../../domain/articles/article.ts';

/** The article pages' texts: the locale section the web app shows too, so server and client say the same. */
const DIR = join(LOCALES_DIR, 'articles');

type Texts = Record<string, unknown>;
const cache = new Map<string, Texts>();

function load(lang: string): Texts {
  let texts = cache.get(lang);
  if (!texts) {
    texts = JSON.parse(readFileSync(join(DIR, `${lang}.json`), 'utf8')) as Texts;
    cache.set(lang, texts);
  }
  return texts;
}

/** i18next's `{{name}}` interpolation, enough for these texts; English when a key is missing. */
export function translator(lang: string): (key: string, values?: Record<string, string | number>) => string {
  const own = (ARTICLE_LANGUAGES as readonly string[]).includes(lang) ? load(lang) : load('en');
  const find = (texts: Texts, key: string) => key.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Texts)[k] : undefined), texts);
  return (key, values = {}) => {
    const found = find(own, key) ?? find(load('en'), key);
    const text = typeof found === 'string' ? found : key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

const brands = new Map<string, string>();
/** The site's name as the app writes it in page titles (common.brand of the main locale file). */
export function brand(lang: string): string {
  const code = (ARTICLE_LANGUAGES as readonly string[]).includes(lang) ? lang : 'en';
  let name = brands.get(code);
  if (!name) {
    const main = JSON.parse(readFileSync(join(LOCALES_DIR, `${code}.json`), 'utf8')) as { common?: { brand?: string } };
    name = main.common?.brand ?? 'Bawaba';
    brands.set(code, name);
  }
  return name;
}
