import type { Plugin } from 'vite';
import { localeLanguages, readLocale } from '../contracts/localeFiles.ts';

/**
 * Splits each locale file at build time into the messages the landing page and the app shell need
 * (`core`) and the rest (`extra`), which every other page loads before it renders. The first load
 * of `/` thus carries no sign-in, onboarding, policy or service-page texts. The locale files
 * themselves stay whole for translators and the parity test.
 */
const CORE_SECTIONS = ['common', 'nav', 'footer', 'banners', 'errors', 'forms', 'home', 'services', 'industries', 'newsletter'];
/** Keys of other sections that the shell shows on every page, the 404 page included. */
const KEEP_IN_CORE: Record<string, string[]> = {
  auth: ['signIn', 'signUp', 'signOut'],
  dashboard: ['title'],
  settings: ['title'],
  seo: ['home', 'notFound', 'error'],
  // The landing page's pricing teaser names the tiers and prices.
  pricing: ['tiers', 'perMonth', 'free', 'custom'],
};

type Messages = Record<string, unknown>;

export function split(messages: Messages): { core: Messages; extra: Messages } {
  const core: Messages = {};
  const extra: Messages = {};
  for (const [section, value] of Object.entries(messages)) {
    if (CORE_SECTIONS.includes(section) || typeof value !== 'object' || value === null) {
      core[section] = value;
      continue;
    }
    const keep = KEEP_IN_CORE[section] ?? [];
    const entries = Object.entries(value as Messages);
    const kept = entries.filter(([k]) => keep.includes(k));
    if (kept.length) core[section] = Object.fromEntries(kept);
    extra[section] = Object.fromEntries(entries.filter(([k]) => !keep.includes(k)));
  }
  return { core, extra };
}

export function messagesPlugin(localesDir: string): Plugin {
  const PREFIX = 'virtual:messages';
  return {
    name: 'bawaba-messages',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const languages = localeLanguages(localesDir);
      if (id === `\0${PREFIX}`) {
        const entries = languages.map(
          (l) => `${JSON.stringify(l)}: { core: () => import('${PREFIX}/${l}/core'), extra: () => import('${PREFIX}/${l}/extra') }`,
        );
        return `export const loaders = {${entries.join(',')}};`;
      }
      const [, language, part] = id.slice(1).split('/');
      const { messages, files } = readLocale(localesDir, language ?? '');
      for (const file of files) this.addWatchFile(file);
      const parts = split(messages);
      return `export default ${JSON.stringify(part === 'extra' ? parts.extra : parts.core)};`;
    },
  };
}
