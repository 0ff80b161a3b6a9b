import { z } from 'zod/mini';
import { SUPPORTED_LANGUAGES } from './languages.ts';

// Field rules shared by the API's bodies and the web's forms. No messages here: see password.ts.

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

export const emailSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(EMAIL_MAX_LENGTH), z.email());
export const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX_LENGTH));
export const languageSchema = z.enum(SUPPORTED_LANGUAGES);
