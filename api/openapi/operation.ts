import { z } from 'zod';
import type { z as zm } from 'zod/mini';
import { FIELD_CODES } from '../../domain/shared/errors.ts';

/** Any zod schema, full or mini: the contracts the web shares are zod/mini, the server's requests full zod. */
export type Schema = z.ZodType | zm.ZodMiniType;

/** An answer that is not JSON (a file download, a redirect or a page), or that is JSON only when asked (`json`). */
export type NonJson = { contentType: string; description: string; json?: Schema };

/**
 * One API operation as the document describes it. The request schemas are the ones the route parses
 * with (imported from api/requests/), and `ok` holds the success answers the drift test checks every
 * int-suite answer against.
 */
export type Operation = {
  summary: string;
  description?: string;
  /**
   * The guard, as the route walk names it: `bearer` (any signed-in user) or `bearer:admin,editor`; unset is public;
   * `bearer?` where one path serves a public and a signed-in route (Express routes them apart, OpenAPI cannot).
   */
  auth?: string;
  /** Path parameter formats; any parameter not named here is a plain string. */
  params?: Record<string, Schema>;
  query?: Schema;
  body?: Schema;
  /** Set for bodies that are not JSON (uploads, form posts). */
  bodyType?: 'multipart/form-data' | 'application/x-www-form-urlencoded';
  /** Success answers by status. */
  ok: Record<number, Schema | NonJson>;
  /** Error codes (api/http/errors.ts) the operation answers, beyond the ones its guard and validation imply. */
  errors?: string[];
  /** Rate-limited: 429 RATE_LIMITED is documented. */
  limited?: boolean;
};

export type Operations = Record<`${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`, Operation>;

/** `{error, code, ...}`: every error answer (api/http/errors.ts). */
export const errorSchema = z.looseObject({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /**
   * Beside `fields`: the machine reason of a refused field (domain/shared/errors.ts FIELD_CODES), either a
   * generic one of request validation (REQUIRED, TOO_SHORT, TOO_LONG, INVALID_FORMAT, NOT_ALLOWED,
   * PASSWORD_TOO_COMMON) or a check only the server can make. A field without one keeps its English text only.
   */
  fieldCodes: z.record(z.string(), z.enum(FIELD_CODES)).optional().meta({ description: "Machine reason per refused field, for a text in the reader's language" }),
  /** Beside `fieldCodes` TOO_SHORT / TOO_LONG: the number of characters the field must reach or stay within. */
  fieldLimits: z.record(z.string(), z.number().int()).optional().meta({ description: 'Length limit per field coded TOO_SHORT or TOO_LONG' }),
});

export const isNonJson = (answer: Schema | NonJson): answer is NonJson => 'contentType' in answer && typeof answer.contentType === 'string';

/** Common success answers. */
export const successMessage = z.looseObject({ success: z.boolean(), message: z.string() });
export const success = z.looseObject({ success: z.boolean() });
