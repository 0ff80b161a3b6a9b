import { describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { languageOf } from '../../../api/routes/authKit.ts';
import { templateLanguage } from '../../../infra/mail/templates.ts';

const request = (acceptLanguage?: string) => ({ get: (name: string) => (name.toLowerCase() === 'accept-language' ? acceptLanguage : undefined) }) as unknown as Request;

describe('the language of an account mail', () => {
  it('keeps full language tags for the mail copy to match, so Traditional Chinese and regional tags get their language', () => {
    expect(templateLanguage(languageOf(request('zh-Hant-TW,zh;q=0.9')))).toBe('zh-TW');
    expect(templateLanguage(languageOf(request(), 'pt-BR'))).toBe('pt');
    expect(templateLanguage(languageOf(request('de-CH')))).toBe('de');
  });
  it('turns what is no language tag into English, and keeps stored values short', () => {
    expect(languageOf(request('<script>'))).toBe('en');
    expect(languageOf(request(), `de-${'x'.repeat(40)}`)).toBe('en');
    expect(languageOf(request())).toBe('en');
  });
});
