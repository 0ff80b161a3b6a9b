import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/render.tsx';
import { ApiError } from './api-client.ts';
import { failureMessage, fieldErrors, formErrorMap, requestErrorMessage } from './form-errors.ts';

const refusal = (code: string, message: string, more: { status?: number; fields?: Record<string, string>; fieldCodes?: Record<string, string> } = {}) =>
  new ApiError(message, { status: more.status ?? 409, code, fields: more.fields, fieldCodes: more.fieldCodes });

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
