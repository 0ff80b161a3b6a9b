import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../api/http/errors.ts';
import { FIELD_CODES } from '../../../domain/shared/errors.ts';
import { LOCALES_DIR, localeLanguages, readLocale } from '../../../contracts/localeFiles.ts';

/**
 * Codes a person never reads as a refusal, so they need no text of their own:
 * - RATE_LIMITED: the web says every 429 in its own words already (errors.rateLimited, web/src/lib/form-errors.ts).
 * - INVALID_JSON: only a client that sends a broken body gets it; the web always sends JSON.stringify output.
 */
const NEVER_SHOWN = new Set(['RATE_LIMITED', 'INVALID_JSON']);

type Refusals = { codes?: Record<string, unknown>; fields?: Record<string, unknown> };
const refusalsOf = (language: string) => (readLocale(LOCALES_DIR, language).messages.refusals ?? {}) as Refusals;
const english = refusalsOf('en');
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

describe('refusals in every language (contracts/locales/refusals)', () => {
  it.each(localeLanguages(LOCALES_DIR))('%s: a text for every error code and every field code', (language) => {
    const { codes = {}, fields = {} } = refusalsOf(language);
    expect(Object.keys(STATUS).filter((code) => !NEVER_SHOWN.has(code) && !text(codes[code]))).toEqual([]);
    // A text with a number (TOO_LONG's limit) may come in plural forms only (`TOO_LONG_other`, i18next).
    expect(FIELD_CODES.filter((code) => !text(fields[code] ?? fields[`${code}_other`]))).toEqual([]);
  });

  // The web keeps the server's English when a text reads as the English one (web/src/lib/form-errors.ts).
  it.each(localeLanguages(LOCALES_DIR).filter((language) => language !== 'en'))('%s: no text is left in English', (language) => {
    const { codes = {}, fields = {} } = refusalsOf(language);
    const same = (own: Record<string, unknown>, base: Record<string, unknown> = {}) => Object.keys(own).filter((key) => own[key] === base[key]);
    expect([...same(codes, english.codes), ...same(fields, english.fields)]).toEqual([]);
  });

  it('allows no code that the error table lacks', () => {
    expect([...NEVER_SHOWN].filter((code) => !(code in STATUS))).toEqual([]);
    expect(Object.keys(english.codes ?? {}).filter((code) => !(code in STATUS))).toEqual([]);
  });
});
