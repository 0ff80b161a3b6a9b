import { describe, expect, it } from 'vitest';
import { missingLanguage } from './fallback.ts';

describe('which items say they are shown in English', () => {
  it('none for English readers, and for Arabic readers only those the API marks as a fallback', () => {
    expect(missingLanguage('en', true)).toBeNull();
    expect(missingLanguage('en-GB', false)).toBeNull();
    expect(missingLanguage('ar', false)).toBeNull();
    expect(missingLanguage('ar', true)).toBe('العربية');
  });

  it('every item for readers of the other languages, named in their own language', () => {
    expect(missingLanguage('de', false)).toBe('Deutsch');
    expect(missingLanguage('fr', false)).toBe('français');
    expect(missingLanguage('ja', false)).toBe('日本語');
    expect(missingLanguage('zh-TW', false)).toMatch(/^中文/);
  });
});
