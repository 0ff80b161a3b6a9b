import { describe, expect, it } from 'vitest';
import { localeMessages } from './messages.ts';

/**
 * Issue 17 item 9: the words of the product a person reads on every page (plan names, report
 * section headings) are translated, not left in English. Only a word the language itself uses is
 * allowed to match the English one (Dutch "Starter").
 */
const all = localeMessages();
const SAME_WORD: Record<string, readonly string[]> = { nl: ['pricing.tiers.starter.name'] };

const at = (messages: unknown, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);

const PRODUCT_WORDS = [
  ...['free', 'starter', 'professional', 'enterprise'].map((tier) => `pricing.tiers.${tier}.name`),
  ...['indicators', 'regulators', 'opportunities', 'risks', 'programs', 'locations', 'entry-path', 'laws'].map((id) => `market.reports.sections.${id}`),
];

describe('product words in every language', () => {
  for (const [language, messages] of Object.entries(all).filter(([l]) => l !== 'en')) {
    it(`${language}: plan names and report headings are its own`, () => {
      const english = PRODUCT_WORDS.filter((path) => at(messages, path) === at(all.en, path) && !SAME_WORD[language]?.includes(path));
      expect(english).toEqual([]);
    });
  }
});
