import { z } from 'zod';
import { nameField } from './fields.ts';

export const profileUpdate = z
  .strictObject({ firstName: nameField.optional(), lastName: nameField.optional(), displayName: nameField.optional() })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
