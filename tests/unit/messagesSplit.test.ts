import { describe, expect, it } from 'vitest';
import { split } from '../../web/messages-plugin.ts';
import { LOCALES_DIR, localeLanguages, readLocale } from '../../contracts/localeFiles.ts';

type Tree = Record<string, unknown>;
const dir = LOCALES_DIR;
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? flatten(v as Tree, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('splitting locale messages into core and extra', () => {
  it.each(localeLanguages(dir))('%s: every key lands in exactly one part', (language) => {
    const { messages } = readLocale(dir, language);
    const { core, extra } = split(messages);
    const coreKeys = flatten(core);
    const extraKeys = flatten(extra);
    expect(coreKeys.filter((k) => extraKeys.includes(k))).toEqual([]);
    expect([...coreKeys, ...extraKeys].sort()).toEqual(flatten(messages).sort());
  });

  it('keeps the shell and landing texts in core, and the account pages out of it', () => {
    const { core, extra } = split(readLocale(dir, 'en').messages);
    const coreKeys = flatten(core);
    expect(coreKeys).toEqual(expect.arrayContaining(['auth.signIn', 'auth.signOut', 'dashboard.title', 'settings.title', 'seo.home.title', 'seo.notFound.title']));
    expect(coreKeys.some((k) => k.startsWith('home.'))).toBe(true);
    expect(coreKeys.some((k) => k.startsWith('onboarding.') || k.startsWith('privacy.'))).toBe(false);
    expect(flatten(extra).some((k) => k.startsWith('onboarding.'))).toBe(true);
  });
});
