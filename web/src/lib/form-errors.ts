import type { TFunction } from 'i18next';
import type { z } from 'zod/mini';
import { ApiError, NETWORK_ERROR } from './api-client.ts';
import { baseLanguage } from './languages.ts';

/**
 * A zod error map for forms: one translated message per issue. `messages` gives a field one message of
 * its own whatever went wrong (e.g. the password rule), so schemas shared with the API stay message-free.
 */
export function formErrorMap(t: TFunction, messages: Readonly<Record<string, string | undefined>> = {}): z.core.$ZodErrorMap {
  return (issue) => messages[String(issue.path?.[0] ?? '')] ?? issueMessage(issue as z.core.$ZodIssue, t);
}

function issueMessage(issue: z.core.$ZodIssue, t: TFunction): string {
  if (issue.code === 'too_small') {
    return Number(issue.minimum) <= 1 ? t('forms.required') : t('forms.tooShort', { min: Number(issue.minimum), count: Number(issue.minimum) });
  }
  if (issue.code === 'too_big') return t('forms.tooLong', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format' && issue.format === 'email') return t('forms.invalidEmail');
  return t('forms.required');
}

/**
 * The message to show for a failed request. The server speaks English only, so a refusal whose code
 * has a text of its own (contracts/locales/refusals, `refusals.codes.<CODE>`) is said in the reader's
 * language; anything else is shown as the server sent it (spec section 8). The two failures with no
 * useful server text (no connection, rate limit) get a translated one.
 */
export function requestErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR) return t('errors.network');
    if (error.status === 429) {
      return error.retryAfter
        ? t('errors.rateLimitedSeconds', { seconds: error.retryAfter })
        : t('errors.rateLimited');
    }
    return inReadersLanguage(t, `refusals.codes.${error.code}`, error.message);
  }
  return 'Unknown error';
}

/**
 * The server's message for each refused field, in the reader's language where the server named the
 * reason (`fieldCodes`, `refusals.fields.<CODE>`, with `{{limit}}` from `fieldLimits` for a length, as
 * the plural `count` too); other fields keep the server's words.
 */
export function fieldErrors(error: unknown, t: TFunction): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const code = error.fieldCodes[field];
    const limit = error.fieldLimits[field];
    const values: Record<string, number> = limit === undefined ? {} : { limit, count: limit };
    out[field] = code ? inReadersLanguage(t, `refusals.fields.${code}`, message, values) : message;
  }
  return out;
}

/**
 * `key` in the reader's language, or the server's text. English pages keep the server's exact words:
 * they are often more precise than the one text a code has (e.g. "Booking not found" under NOT_FOUND).
 * An unknown key, or texts not loaded yet, give the server's text too.
 */
function inReadersLanguage(t: TFunction, key: string, serverText: string, values: Record<string, number> = {}): string {
  const own = t(key, { ...values, defaultValue: serverText });
  return own === t(key, { ...values, defaultValue: serverText, lng: baseLanguage }) ? serverText : own;
}

const NO_SERVER_TEXT = new Set(['HTTP_ERROR', 'UNKNOWN', 'INVALID_RESPONSE']);

/**
 * Like requestErrorMessage, but when the server gave no text of its own the spec's default for the
 * action is shown (section 8, e.g. 'Failed to login'), translated from the errorCatalogue keys.
 */
export function failureMessage(error: unknown, t: TFunction, fallbackKey: string, values?: Record<string, string>): string {
  if (error instanceof ApiError && error.code !== NETWORK_ERROR && error.status !== 429 && NO_SERVER_TEXT.has(error.code)) {
    return t(fallbackKey, values ?? {});
  }
  if (!(error instanceof ApiError)) return t(fallbackKey, values ?? {});
  return requestErrorMessage(error, t);
}

/**
 * `forms.required` for each of `names` left blank (or only spaces), for forms without a schema of
 * their own: the server's words for a missing field are English only.
 */
export function blankFields<K extends string>(values: Readonly<Record<K, unknown>>, names: readonly K[], t: TFunction): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const name of names) if (String(values[name] ?? '').trim() === '') out[name] = t('forms.required');
  return out;
}
