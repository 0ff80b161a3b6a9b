import type { Request } from 'express';
import type { z } from 'zod';
import { validationError } from './errors.ts';

/**
 * Parses a request part with a zod schema; failures become 400 VALIDATION_ERROR with fields. The input
 * rides on each issue so a missing field reads as REQUIRED (api/http/zodRefusals.ts); issues never leave.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export const body = <S extends z.ZodType>(req: Request, schema: S): z.infer<S> => parse(schema, req.body);
export const query = <S extends z.ZodType>(req: Request, schema: S): z.infer<S> => parse(schema, req.query);
