import { z } from 'zod';

export const parkedId = z
  .string()
  .max(200)
  .regex(/^[A-Za-z][A-Za-z0-9]*(~rebuild@[a-z0-9-]+)?:[A-Za-z0-9-]{1,64}$/, 'Not a parked event id');
export const projectionName = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, 'Not a projection name');
