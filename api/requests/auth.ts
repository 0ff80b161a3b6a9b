import { z } from 'zod';
import { emailField, nameField, newPasswordField, passwordField } from './fields.ts';

const LANGUAGE = z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'Unknown language');
export const registration = z.strictObject({
  email: emailField,
  password: newPasswordField,
  firstName: nameField,
  lastName: nameField,
  language: LANGUAGE.optional(),
});
export const credentials = z.strictObject({ email: emailField, password: passwordField });
export const refreshBody = z.strictObject({ refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required').max(300) });
export const logoutBody = z.strictObject({ refreshToken: z.string().max(300).optional() });
