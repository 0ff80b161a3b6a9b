// Test and tooling view of the locale files (contracts/locales): `<lang>.json` merged with each
// `<section>/<lang>.json` (contracts/localeFiles.ts does the same for the build and the server).
const mains = import.meta.glob<Record<string, unknown>>('@contracts/locales/*.json', { eager: true, import: 'default' });
const sections = import.meta.glob<Record<string, unknown>>('@contracts/locales/*/*.json', { eager: true, import: 'default' });

/** `…/locales/ar.json` → ['ar'], `…/locales/market/ar.json` → ['ar', 'market']. */
function parts(path: string): [language: string, section?: string] {
  const [file = '', dir = ''] = path.split('/').reverse();
  return [file.slice(0, -'.json'.length), dir === 'locales' ? undefined : dir];
}

export function localeMessages(): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [path, messages] of Object.entries(mains)) out[parts(path)[0]] = { ...messages };
  for (const [path, messages] of Object.entries(sections)) {
    const [language, section = ''] = parts(path);
    const target = out[language];
    if (target) target[section] = messages;
  }
  return out;
}
