/**
 * A rule of the domain said no. `code` is a stable machine code; the API maps codes to HTTP
 * statuses in one place (api/http/errors.ts), so the domain never speaks HTTP.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly details: Record<string, unknown>;
  constructor(code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

/**
 * Why the server refused a field, as a machine reason beside its English message: answers carry
 * `fieldCodes: {field: code}` next to `fields`, so a client can say it in the reader's language
 * (contracts/locales/refusals, `refusals.fields.<code>`). The first six are the generic reasons of request
 * validation (api/http/zodRefusals.ts; TOO_SHORT and TOO_LONG come with `fieldLimits: {field: n}`); the
 * rest are checks a client cannot make first.
 */
export const FIELD_CODES = [
  'REQUIRED',
  'TOO_SHORT',
  'TOO_LONG',
  'INVALID_FORMAT',
  'NOT_ALLOWED',
  'PASSWORD_TOO_COMMON',
  'POSITION_NOT_OPEN',
  'SLUG_TAKEN',
  'TIME_NOT_IN_FUTURE',
  'PREVIEW_LIFETIME',
  'TITLE_REQUIRED',
  'CV_REQUIRED',
  'CV_ONE_FILE',
  'CV_EMPTY',
  'CV_NOT_PDF_OR_DOCX',
  'CV_PDF_MIXED',
  'CV_DOCX_DAMAGED',
  'CV_MACROS',
  'IMAGE_EMPTY',
  'IMAGE_UNREADABLE',
  'PROMO_INVALID',
  'PROMO_EXPIRED',
  'PROMO_WRONG_PLAN',
  'PROMO_WRONG_PERIOD',
  'TEXT_KEY_UNKNOWN',
  'TEXT_EMPTY',
  'TEXT_TOO_LONG',
  'TEXT_CONTROL_CHARACTERS',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

export type FieldRefusals = { fields: Record<string, string>; fieldCodes: Record<string, FieldCode> };

/** The `fields` and `fieldCodes` of an error answer, one entry per refused field. */
export function fieldRefusals(refused: Record<string, { code: FieldCode; message: string }>): FieldRefusals {
  const out: FieldRefusals = { fields: {}, fieldCodes: {} };
  for (const [field, { code, message }] of Object.entries(refused)) {
    out.fields[field] = message;
    out.fieldCodes[field] = code;
  }
  return out;
}

/** One refused field. */
export const fieldRefusal = (field: string, code: FieldCode, message: string): FieldRefusals => fieldRefusals({ [field]: { code, message } });
