import { z } from 'zod';
import { emailField, nameField } from './fields.ts';

export const contact = z.strictObject({
  name: nameField,
  email: emailField,
  company: z.string().trim().max(200, 'Must be at most 200 characters').optional(),
  subject: z.string().trim().min(1, 'Required').max(200, 'Must be at most 200 characters'),
  message: z.string().trim().min(10, 'Please write at least 10 characters').max(5_000, 'Must be at most 5000 characters'),
});
