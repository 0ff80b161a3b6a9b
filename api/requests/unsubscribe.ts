import { z } from 'zod';

export const tokenInput = z.object({ token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(300, 'The link is not valid') });
