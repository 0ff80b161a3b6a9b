import { z } from 'zod';
import { emailField, newPasswordField } from './fields.ts';

const LANGUAGE = z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'Unknown language').optional();
export const verifyBody = z.strictObject({ email: emailField, code: z.string({ error: 'Code is required' }).trim().regex(/^\d{6}$/, 'The code has 6 digits') });
export const emailBody = z.strictObject({ email: emailField, language: LANGUAGE });
export const resetBody = z.strictObject({ token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200), password: newPasswordField });
