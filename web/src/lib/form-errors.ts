import type { TFunction } from 'i18next';
import type { z } from 'zod/mini';
import { ApiError, NETWORK_ERROR } from './api-client.ts';

/**
 * A zod error map for forms: one translated message per issue. `messages` gives a field one message of
 * its own whatever went wrong (e.g. the password rule), so schemas shared with the API stay message-free.
 */
export function formErrorMap(t: TFunction, messages: Readonly<Record<string, string | undefined>> = {}): z.core.$ZodErrorMap {
  return (issue) => messages[String(issue.path?.[0] ?? '')] ?? issueMessage(issue as z.core.$ZodIssue, t);
}

function issueMessage(issue: z.core.$ZodIssue, t: TFunction): string {
  if (issue.code === 'too_small') {
    return Number(issue.minimum) <= 1 ? t('forms.required') : t('forms.tooShort', { min: Number(issue.minimum) });
  }
  if (issue.code === 'too_big') return t('forms.tooLong', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format' && issue.format === 'email') return t('forms.invalidEmail');
  return t('forms.required');
}

/**
 * The message to show for a failed request. Server messages are shown as they come (spec section 8);
 * the two failures with no useful server text (no connection, rate limit) get a translated one.
 */
export function requestErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR) return t('errors.network');
    if (error.status === 429) {
      return error.retryAfter
        ? t('errors.rateLimitedSeconds', { seconds: error.retryAfter })
        : t('errors.rateLimited');
    }
    return error.message;
  }
  return 'Unknown error';
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
