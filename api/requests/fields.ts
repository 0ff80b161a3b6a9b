import { z } from 'zod';
import { isCommonPassword } from '../../infra/security/passwordPolicy.ts';
import { refusalParams } from '../http/zodRefusals.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../contracts/fields.ts';
import { CHECKED_PASSWORD_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from '../../contracts/password.ts';

/** Shared field rules, so every endpoint validates an email or a name the same way. */
export const emailField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text') })
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const nameField = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(NAME_MAX_LENGTH, `Must be at most ${NAME_MAX_LENGTH} characters`)
  .refine((v) => !/[\u0000-\u001f<>]/.test(v), 'Contains characters that are not allowed');

/** 12 to 128 characters (contracts/password.ts counts them) and not a known common password. */
export const newPasswordField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
  .refine((v) => passwordLength(v) >= PASSWORD_MIN_LENGTH, {
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    ...refusalParams('TOO_SHORT', PASSWORD_MIN_LENGTH),
  })
  .refine((v) => passwordLength(v) <= PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    ...refusalParams('TOO_LONG', PASSWORD_MAX_LENGTH),
  })
  .refine((v) => !isCommonPassword(v), {
    message: 'This password is too common. Choose one that is harder to guess.',
    ...refusalParams('PASSWORD_TOO_COMMON'),
  });

/** A password being checked, not chosen: any length the user typed, bounded for argon2. */
export const passwordField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(1, 'Password is required')
  .max(CHECKED_PASSWORD_MAX_LENGTH, `Password must be at most ${CHECKED_PASSWORD_MAX_LENGTH} characters`);
