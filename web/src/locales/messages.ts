// Test and tooling view of the locale files: `<lang>.json` merged with each `<section>/<lang>.json`
// (web/locale-files.ts does the same for the build).
const mains = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
const sections = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

export function localeMessages(): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [path, messages] of Object.entries(mains)) out[path.slice(2, -5)] = { ...messages };
  for (const [path, messages] of Object.entries(sections)) {
    const [, section = '', file = ''] = path.split('/');
    const language = file.slice(0, -5);
    const target = out[language];
    if (target) target[section] = messages;
  }
  return out;
}
