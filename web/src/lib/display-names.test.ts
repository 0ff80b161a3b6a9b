import { describe, expect, it } from 'vitest';
import { languageName, listOf, regionName } from './display-names.ts';

describe('display names: codes shown as names in the reader language', () => {
  it('names languages and regions, and keeps an unknown or malformed code', () => {
    expect(languageName('ar', 'de')).toBe('Arabisch');
    expect(languageName('en', 'ar')).toBe('الإنجليزية');
    expect(regionName('DE', 'de')).toBe('Deutschland');
    expect(regionName('DE', 'en')).toBe('Germany');
    expect(regionName('not a code', 'en')).toBe('not a code');
  });
  it('joins a list the way the language does', () => {
    expect(listOf(['Englisch', 'Arabisch'], 'de')).toBe('Englisch und Arabisch');
  });
});
