import { describe, expect, it } from 'vitest';
import { parseLocaleNumber } from '../../contracts/localeNumber.ts';

describe('numbers as people type them (issue 17)', () => {
  it.each([
    ['1,000,000', 'en', 1_000_000],
    ['1,000,000.75', 'en', 1_000_000.75],
    ['1.000.000', 'de', 1_000_000],
    ['1.000.000,5', 'de', 1_000_000.5],
    ['1 000 000', 'fr', 1_000_000],
    ['1\u202f000\u202f000,25', 'fr', 1_000_000.25],
    ['1000000', 'ja', 1_000_000],
    [' 42 ', 'ru', 42],
    // Arabic-Indic digits with the Arabic separators, and Western digits in Arabic.
    ['١٬٠٠٠٬٠٠٠', 'ar', 1_000_000],
    ['١٬٠٠٠٬٠٠٠٫٥', 'ar', 1_000_000.5],
    ['۱۲۳۴', 'ar', 1234],
    ['1,000,000', 'ar', 1_000_000],
    ['٢٥٫٥', 'en', 25.5],
    // A locale that writes the Arabic marks (as browsers do for ar-SA) still takes the keyboard's "," and ".".
    ['١٬٠٠٠٬٠٠٠', 'ar-SA', 1_000_000],
    ['1,000,000.5', 'ar-SA', 1_000_000.5],
  ] as const)('reads %s in %s', (text, locale, value) => {
    expect(parseLocaleNumber(text, locale)).toBe(value);
  });

  it.each([
    ['', 'en'],
    ['1,00,000', 'en'],
    ['1,5', 'en'],
    ['1.5.0', 'en'],
    ['1,000.000,5', 'de'],
    ['-5', 'en'],
    ['12abc', 'en'],
    ['1e6', 'en'],
    ['Infinity', 'en'],
  ] as const)('refuses %s in %s rather than guessing', (text, locale) => {
    expect(parseLocaleNumber(text, locale)).toBeNull();
  });
});
