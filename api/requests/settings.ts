import { z } from 'zod';
import { PROVIDERS, type Provider } from '../../domain/users/credentials.ts';
import { newPasswordField, passwordField } from './fields.ts';

export const reauthBody = z.strictObject({ password: passwordField });
export const changeBody = z.strictObject({ currentPassword: passwordField, newPassword: newPasswordField });
/** Accounts without a password send no password; they prove themselves by a fresh sign-in. */
export const deleteBody = z.strictObject({ password: passwordField.optional() });
export const providerParam = z.enum(PROVIDERS as [Provider, ...Provider[]], { error: 'Provider must be google or linkedin' });
