import { z } from 'zod';
import { PROVIDERS, type Provider } from '../../domain/users/credentials.ts';

export const exchangeBody = z.strictObject({ code: z.string({ error: 'Code is required' }).min(1, 'Code is required').max(200) });
export const providerParam = z.enum(PROVIDERS as [Provider, ...Provider[]], { error: 'Provider must be google or linkedin' });
