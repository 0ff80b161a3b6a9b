import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { z } from 'zod';
import { DomainError, type FieldCode } from '../../domain/shared/errors.ts';
import { issueReason } from './zodRefusals.ts';
import { reportError } from '../../infra/observability/errorReports.ts';

/** The single table from machine code to HTTP status. */
export const STATUS: Readonly<Record<string, number>> = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  REFRESH_TOKEN_REUSED: 401,
  INVALID_PASSWORD: 400,
  INVALID_VERIFICATION_CODE: 400,
  VERIFICATION_CODE_EXPIRED: 400,
  VERIFICATION_CODE_MISSING: 400,
  VERIFICATION_ATTEMPTS_EXHAUSTED: 400,
  RESET_TOKEN_INVALID: 400,
  RESET_TOKEN_EXPIRED: 400,
  INVALID_HANDOFF: 400,
  PROVIDER_NOT_CONFIGURED: 404,
  LAST_SIGN_IN_METHOD: 409,
  PROVIDER_IN_USE: 409,
  PROVIDER_ALREADY_LINKED: 409,
  FORBIDDEN: 403,
  reauth_required: 403,
  ACCOUNT_DISABLED: 403,
  LAST_ADMIN: 409,
  MFA_TOKEN_INVALID: 401,
  MFA_CODE_INVALID: 400,
  MFA_CODE_REUSED: 400,
  MFA_NOT_ENROLLED: 409,
  MFA_ALREADY_ENROLLED: 409,
  TIER_REQUIRED: 403,
  NOT_FOUND: 404,
  NEWSLETTER_LINK_INVALID: 400,
  NEWSLETTER_LINK_EXPIRED: 400,
  CONFLICT: 409,
  ACCOUNT_EXISTS: 409,
  ONBOARDING_REQUIRED: 409,
  QUOTA_EXCEEDED: 403,
  SLOT_TAKEN: 409,
  SLOT_UNAVAILABLE: 409,
  EXPERT_UNAVAILABLE: 409,
  NOT_AN_EXPERT: 409,
  INVALID_TRANSITION: 409,
  TOO_EARLY: 409,
  ALREADY_STARTED: 409,
  MOVE_TOO_LATE: 409,
  BOOKING_EXPIRED: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  ALREADY_REVIEWED: 409,
  NOT_COMPLETED: 409,
  MEETING_NOT_OPEN: 409,
  SLUG_TAKEN: 409,
  ARTICLE_ARCHIVED: 409,
  ARTICLE_PUBLISHED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_READY: 503,
};

export class HttpError extends Error {
  readonly code: string;
  readonly extra: Record<string, unknown>;
  constructor(code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.extra = extra;
  }
}

export const statusOf = (code: string): number => STATUS[code] ?? 400;

/**
 * Turns a zod failure into `fields`, one English message per failing field, and beside it the generic
 * reason where one applies (`fieldCodes`, api/http/zodRefusals.ts) with the length limit it names
 * (`fieldLimits`), so a client can say it in the reader's language. Both are left out when empty.
 */
export function validationError(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, FieldCode> = {};
  const fieldLimits: Record<string, number> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = 'Unknown field';
      continue;
    }
    const key = issue.path.join('.') || '_';
    if (key in fields) continue;
    fields[key] = issue.message;
    const reason = issueReason(issue);
    if (reason) fieldCodes[key] = reason.code;
    if (reason?.limit !== undefined) fieldLimits[key] = reason.limit;
  }
  const extra: Record<string, unknown> = { fields };
  if (Object.keys(fieldCodes).length > 0) extra.fieldCodes = fieldCodes;
  if (Object.keys(fieldLimits).length > 0) extra.fieldLimits = fieldLimits;
  return new HttpError('VALIDATION_ERROR', 'Please check the highlighted fields', extra);
}

type BodyParserError = Error & { type?: string; status?: number };

/**
 * Every error leaves the API here, as `{error, code, ...}`; internals are logged, never sent.
 * `onAnswer` sees each answer's status and code (the app logs refusals with it: api/http/refusals.ts).
 */
export function createErrorHandler(onAnswer?: (req: Request, status: number, code: string) => void): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const mapped = toHttpError(err);
    const status = statusOf(mapped.code);
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      reportError(err, { tier: req.principal?.tier });
    }
    onAnswer?.(req, status, mapped.code);
    const body: Record<string, unknown> = { error: mapped.message, code: mapped.code, ...mapped.extra };
    if (mapped.code === 'ACCOUNT_EXISTS') body.message = mapped.message;
    res.status(status).json(body);
  };
}

function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof z.ZodError) return validationError(err);
  if (err instanceof DomainError) return new HttpError(err.code in STATUS ? err.code : 'CONFLICT', err.message, err.details);
  const e = err as BodyParserError;
  switch (e?.type) {
    case 'entity.parse.failed':
      return new HttpError('INVALID_JSON', 'The request body is not valid JSON');
    case 'entity.too.large':
      return new HttpError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be UTF-8 JSON');
  }
  // Errors from express and its middleware (http-errors) carry a status; keep the 4xx ones.
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    const code = Object.keys(STATUS).find((c) => STATUS[c] === e.status && c === c.toUpperCase()) ?? 'VALIDATION_ERROR';
    return new HttpError(code, e.status === 404 ? 'Not found' : e.message);
  }
  return new HttpError('INTERNAL', 'Internal Server Error');
}

export const notFoundApi: RequestHandler = (req, _res, next) => {
  next(new HttpError('NOT_FOUND', `No API route for ${req.method} ${req.path}`));
};
