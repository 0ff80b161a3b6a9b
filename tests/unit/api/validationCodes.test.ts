import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, createErrorHandler } from '../../../api/http/errors.ts';
import { parse } from '../../../api/http/validate.ts';
import { registration } from '../../../api/requests/auth.ts';

/** The answer body a request with `value` gets from `schema` (validate.ts, then the one error mapping). */
function refusal(schema: z.ZodType, value: unknown): Record<string, unknown> {
  try {
    parse(schema, value);
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    const { message, code, extra } = err as HttpError;
    return { error: message, code, ...extra };
  }
  throw new Error('no refusal');
}

describe('a validation refusal names the generic reason of each field (fieldCodes, fieldLimits)', () => {
  it('codes missing, too short, bad format and too common fields of a registration, keeping the English words', () => {
    expect(refusal(registration, { email: 'not-an-email', password: 'short', lastName: '   ' })).toEqual({
      error: 'Please check the highlighted fields',
      code: 'VALIDATION_ERROR',
      fields: {
        email: 'Enter a valid email address',
        password: 'Password must be at least 12 characters',
        firstName: expect.any(String),
        lastName: 'Required',
      },
      fieldCodes: { email: 'INVALID_FORMAT', password: 'TOO_SHORT', firstName: 'REQUIRED', lastName: 'REQUIRED' },
      fieldLimits: { password: 12 },
    });
    expect(refusal(registration, { email: 'a@b.co', password: 'qwerty123456', firstName: 'A', lastName: 'B' })).toMatchObject({
      fields: { password: expect.stringMatching(/too common/) },
      fieldCodes: { password: 'PASSWORD_TOO_COMMON' },
    });
  });

  it('carries the limit of a text that is too long, and codes a value not among the allowed ones', () => {
    const schema = z.strictObject({ title: z.string().max(100), kind: z.enum(['a', 'b']), flag: z.literal(true), site: z.url() });
    expect(refusal(schema, { title: 'x'.repeat(101), kind: 'c', flag: false, site: 'nope' })).toMatchObject({
      fieldCodes: { title: 'TOO_LONG', kind: 'NOT_ALLOWED', flag: 'NOT_ALLOWED', site: 'INVALID_FORMAT' },
      fieldLimits: { title: 100 },
    });
  });

  it('leaves a field uncoded where no generic text is right, and the answer as before when none is', () => {
    const schema = z.strictObject({ age: z.number().max(120), name: z.string().refine((v) => v !== 'x', 'Not x') });
    expect(refusal(schema, { age: 200, name: 'x' })).toEqual({
      error: 'Please check the highlighted fields',
      code: 'VALIDATION_ERROR',
      fields: { age: expect.any(String), name: 'Not x' },
    });
    expect(refusal(schema, { age: 1, name: 'y', role: 'admin' })).toEqual({
      error: 'Please check the highlighted fields',
      code: 'VALIDATION_ERROR',
      fields: { role: 'Unknown field' },
    });
  });

  it('codes a missing field REQUIRED also when the ZodError reaches the error handler without its input', () => {
    const error = z.strictObject({ name: z.string(), kind: z.string() }).safeParse({ kind: 3 }).error!;
    let body: Record<string, unknown> = {};
    const res = { status: () => res, json: (b: Record<string, unknown>) => (body = b) };
    createErrorHandler()(error, {} as never, res as never, () => {});
    expect(body).toMatchObject({ fieldCodes: { name: 'REQUIRED' } });
    expect(body.fieldCodes).not.toHaveProperty('kind');
  });
});
