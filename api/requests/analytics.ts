import { z } from 'zod';

export const analyticsQuery = z.strictObject({
  period: z.string().max(10).optional(),
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
  by: z.string().max(10).optional(),
});
