import { z } from 'zod';
import { isCommonPassword } from '../../infra/security/passwordPolicy.ts';

/** Shared field rules, so every endpoint validates an email or a name the same way. */
export const emailField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text') })
  .trim()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const nameField = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(100, 'Must be at most 100 characters')
  .refine((v) => !/[\u0000-\u001f<>]/.test(v), 'Contains characters that are not allowed');

/** At least 10 characters and not among the 10,000 most common passwords; at most what argon2 should chew. */
export const newPasswordField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(10, 'Password must be at least 10 characters')
  .max(256, 'Password must be at most 256 characters')
  .refine((v) => !isCommonPassword(v), 'This password is too common. Choose one that is harder to guess.');

/** A password being checked, not chosen: any length the user typed, bounded for argon2. */
export const passwordField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(1, 'Password is required')
  .max(256, 'Password must be at most 256 characters');
