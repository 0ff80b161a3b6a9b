import type { z } from 'zod';
import { FIELD_CODES, type FieldCode } from '../../domain/shared/errors.ts';

/** What a refused field's zod issue says in a client's terms: a generic field code and, for a length, its limit. */
export type IssueReason = { code: FieldCode; limit?: number };

/**
 * A schema names a reason zod cannot see (a `refine`) with `params: {fieldCode, limit}`, e.g. the password
 * rules (api/requests/fields.ts); this is that `params` shape.
 */
export const refusalParams = (fieldCode: FieldCode, limit?: number) => ({ params: limit === undefined ? { fieldCode } : { fieldCode, limit } });

const isFieldCode = (value: unknown): value is FieldCode => typeof value === 'string' && (FIELD_CODES as readonly string[]).includes(value);

/**
 * The generic reason of one zod issue, or null when no generic text would be right (a number out of
 * range, a refinement with words of its own): the client then shows the server's English message.
 * Lengths are coded for text only: "at most 100 characters" would be wrong for a number or a list.
 */
export function issueReason(issue: z.core.$ZodIssue): IssueReason | null {
  switch (issue.code) {
    case 'invalid_type':
      // The input is on the issue when parsed with reportInput (api/http/validate.ts); a ZodError thrown
      // elsewhere lacks it, and zod's own message then says what came.
      return ('input' in issue ? issue.input === undefined : / received undefined$/.test(issue.message)) ? { code: 'REQUIRED' } : null;
    case 'too_small':
      if (issue.origin !== 'string' && issue.origin !== 'array') return null;
      if (Number(issue.minimum) <= 1) return { code: 'REQUIRED' };
      return issue.origin === 'string' ? { code: 'TOO_SHORT', limit: Number(issue.minimum) } : null;
    case 'too_big':
      return issue.origin === 'string' ? { code: 'TOO_LONG', limit: Number(issue.maximum) } : null;
    case 'invalid_format':
      return { code: 'INVALID_FORMAT' };
    case 'invalid_value':
      return { code: 'NOT_ALLOWED' };
    case 'custom': {
      const { fieldCode, limit } = (issue.params ?? {}) as { fieldCode?: unknown; limit?: unknown };
      if (!isFieldCode(fieldCode)) return null;
      return typeof limit === 'number' ? { code: fieldCode, limit } : { code: fieldCode };
    }
    default:
      return null;
  }
}
