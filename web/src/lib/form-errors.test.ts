import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/render.tsx';
import { ApiError } from './api-client.ts';
import { failureMessage, fieldErrors, formErrorMap, requestErrorMessage } from './form-errors.ts';

type More = { status?: number; fields?: Record<string, string>; fieldCodes?: Record<string, string>; fieldLimits?: Record<string, number> };
const refusal = (code: string, message: string, more: More = {}) =>
  new ApiError(message, { status: more.status ?? 409, code, fields: more.fields, fieldCodes: more.fieldCodes, fieldLimits: more.fieldLimits });

describe('a refused request in the reader’s language', () => {
  it('says a known code in French, and keeps the server’s English on English pages', async () => {
    const taken = refusal('SLOT_TAKEN', 'This time slot has just been booked. Please choose another one.');
    expect(requestErrorMessage(taken, (await testI18n('fr')).t)).toBe("Ce créneau n'est plus libre. Veuillez choisir un autre horaire.");
    expect(requestErrorMessage(taken, (await testI18n('ar')).t)).toBe('هذا الموعد لم يعد متاحًا. يُرجى اختيار وقت آخر.');
    expect(requestErrorMessage(taken, (await testI18n('en')).t)).toBe('This time slot has just been booked. Please choose another one.');
  });

  it('shows the server’s text for a code it has no text for', async () => {
    const { t } = await testI18n('fr');
    expect(requestErrorMessage(refusal('SOMETHING_NEW', 'A new refusal'), t)).toBe('A new refusal');
  });

  it('keeps its own words for no connection and rate limits, and the action’s default when the server said nothing', async () => {
    const { t } = await testI18n('fr');
    expect(requestErrorMessage(new ApiError('Network error', { status: 0, code: 'NETWORK_ERROR' }), t)).toBe(t('errors.network'));
    expect(requestErrorMessage(refusal('RATE_LIMITED', 'Too many requests.', { status: 429 }), t)).toBe(t('errors.rateLimited'));
    expect(failureMessage(refusal('HTTP_ERROR', 'HTTP error! status: 502', { status: 502 }), t, 'errorCatalogue.failedLogin')).toBe(t('errorCatalogue.failedLogin'));
    expect(failureMessage(refusal('INVALID_CREDENTIALS', 'The email or password is not correct', { status: 401 }), t, 'errorCatalogue.failedLogin')).toBe(
      "L'e-mail ou le mot de passe est incorrect.",
    );
  });

  it('translates a field the server named a reason for, and keeps the others as sent', async () => {
    const error = refusal('VALIDATION_ERROR', 'This position is not open', {
      status: 400,
      fields: { positionId: 'Choose one of the open positions', name: 'Too long' },
      fieldCodes: { positionId: 'POSITION_NOT_OPEN' },
    });
    expect(fieldErrors(error, (await testI18n('de')).t)).toEqual({ positionId: 'Wählen Sie eine der offenen Stellen', name: 'Too long' });
    expect(fieldErrors(error, (await testI18n('en')).t)).toEqual({ positionId: 'Choose one of the open positions', name: 'Too long' });
    expect(fieldErrors(new Error('x'), (await testI18n('de')).t)).toEqual({});
  });
});

describe('a too-short field in Arabic', () => {
  // Arabic counts 3–10 with the plural (أحرف) and 11–99 with the singular (حرفًا): "20 أحرف" was wrong.
  it('agrees with the number, as formErrorMap says it', async () => {
    const i18n = await testI18n('ar');
    const map = formErrorMap(i18n.t);
    const tooShort = (minimum: number) => map({ code: 'too_small', minimum, origin: 'string', inclusive: true, input: '', path: ['x'], message: '' } as never);
    expect(tooShort(20)).toBe('اكتب 20 حرفًا على الأقل.');
    expect(tooShort(8)).toBe('اكتب 8 أحرف على الأقل.');
    expect(tooShort(2)).toBe('اكتب حرفين على الأقل.');
    const en = await testI18n('en');
    expect(formErrorMap(en.t)({ code: 'too_small', minimum: 20, origin: 'string', inclusive: true, input: '', path: ['x'], message: '' } as never)).toBe('Write at least 20 characters.');
  });
});

describe('a field request validation refused, in the reader’s language', () => {
  const tooLong = (limit: number) =>
    refusal('VALIDATION_ERROR', 'Please check the highlighted fields', {
      status: 400,
      fields: { title: `Must be at most ${limit} characters`, email: 'Enter a valid email address' },
      fieldCodes: { title: 'TOO_LONG', email: 'INVALID_FORMAT' },
      fieldLimits: { title: limit },
    });

  it('names the limit, agreeing with the number in Arabic and French, and keeps the server’s words in English', async () => {
    const ar = (await testI18n('ar')).t;
    expect(fieldErrors(tooLong(100), ar)).toEqual({ title: 'اكتب 100 حرف على الأكثر', email: 'الصيغة غير صحيحة' });
    expect(fieldErrors(tooLong(20), ar).title).toBe('اكتب 20 حرفًا على الأكثر');
    expect(fieldErrors(tooLong(5), ar).title).toBe('اكتب 5 أحرف على الأكثر');
    expect(fieldErrors(tooLong(100), (await testI18n('fr')).t)).toEqual({ title: 'Ne dépassez pas 100 caractères', email: "Le format n'est pas valide" });
    expect(fieldErrors(tooLong(100), (await testI18n('ja')).t).title).toBe('100文字以内で入力してください');
    expect(fieldErrors(tooLong(100), (await testI18n('en')).t)).toEqual({ title: 'Must be at most 100 characters', email: 'Enter a valid email address' });
  });
});
