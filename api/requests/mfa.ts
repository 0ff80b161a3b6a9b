import { z } from 'zod';

export const mfaBody = z.strictObject({
  mfaToken: z.string({ error: 'mfaToken is required' }).min(1, 'mfaToken is required').max(2000),
  code: z.string({ error: 'code is required' }).trim().min(6, 'Enter the 6-digit code or a recovery code').max(32, 'Enter the 6-digit code or a recovery code'),
});
