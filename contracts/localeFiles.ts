import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Messages = Record<string, unknown>;

/**
 * The site's texts in every language: the web app bundles them (web/messages-plugin.ts) and the server
 * reads them for the pages it renders and the site texts' defaults, so both say the same. Node only:
 * the browser gets them through the build, never through this file.
 */
export const LOCALES_DIR = fileURLToPath(new URL('./locales/', import.meta.url));

/**
 * A language's messages: `<lang>.json` plus one file per section folder (`<section>/<lang>.json` becomes
 * `messages[section]`). Sections in folders let each feature own its texts without every change touching
 * the same 13 big files.
 */
export function readLocale(localesDir: string, language: string): { messages: Messages; files: string[] } {
  const main = join(localesDir, `${language}.json`);
  const messages = JSON.parse(readFileSync(main, 'utf8')) as Messages;
  const files = [main];
  for (const section of sectionDirs(localesDir)) {
    const file = join(localesDir, section, `${language}.json`);
    if (!existsSync(file)) continue;
    if (section in messages) throw new Error(`Section "${section}" is in ${language}.json and in ${section}/${language}.json`);
    messages[section] = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    files.push(file);
  }
  return { messages, files };
}

export function sectionDirs(localesDir: string): string[] {
  return readdirSync(localesDir).filter((name) => statSync(join(localesDir, name)).isDirectory());
}

export function localeLanguages(localesDir: string): string[] {
  return readdirSync(localesDir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
}
