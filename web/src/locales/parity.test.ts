import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/lib/languages.ts';

import { localeMessages } from './messages.ts';

const all = localeMessages();
const files = Object.fromEntries(Object.entries(all).map(([code, messages]) => [`./${code}.json`, messages]));

// i18next plural forms (key_one, key_few…) count as the key itself: languages need different sets of them.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keys(messages: Record<string, unknown>, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix + key.replace(PLURAL_SUFFIX, '');
    if (value && typeof value === 'object') for (const nested of keys(value as Record<string, unknown>, `${path}.`)) out.add(nested);
    else out.add(path);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

function leaves(messages: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix + key.replace(PLURAL_SUFFIX, '');
    if (value && typeof value === 'object') for (const [k, v] of leaves(value as Record<string, unknown>, `${path}.`)) out.set(k, v);
    else out.set(path, String(value));
  }
  return out;
}

const english = files['./en.json'];

describe('locale files', () => {
  it('exist for exactly the 13 supported languages', () => {
    expect(Object.keys(files).map((f) => f.slice(2, -5)).sort()).toEqual([...languageCodes].sort());
  });

  describe.each(languageCodes.filter((code) => code !== 'en'))('%s', (code) => {
    const messages = files[`./${code}.json`] ?? {};
    const base = keys(english ?? {});
    const own = keys(messages);

    it('has every key English has', () => {
      expect([...base].filter((key) => !own.has(key))).toEqual([]);
    });

    it('has no key English lacks', () => {
      expect([...own].filter((key) => !base.has(key))).toEqual([]);
    });

    it('keeps the same {{placeholders}}', () => {
      const ownLeaves = leaves(messages);
      const mismatched = [...leaves(english ?? {})].filter(
        ([key, text]) => ownLeaves.has(key) && placeholders(text).join() !== placeholders(ownLeaves.get(key) ?? '').join(),
      );
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  });
});
