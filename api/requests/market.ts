import { z } from 'zod';
import { INDUSTRIES } from '../../domain/businessProfiles/businessProfile.ts';
import { LANGS } from '../../domain/market/present.ts';
import { SEARCH_TYPES } from '../../domain/market/searches.ts';

const industry = z.enum(INDUSTRIES, { error: `Choose one of: ${INDUSTRIES.join(', ')}` });
const text = (max: number) => z.string({ error: 'Must be text' }).trim().max(max, `At most ${max} characters`);
export const searchInput = z.strictObject({
  query: text(200).min(1, 'Type something to search for'),
  industry: industry.optional(),
  type: z.enum(SEARCH_TYPES, { error: `Choose one of: ${SEARCH_TYPES.join(', ')}` }).default('all'),
});
export const suggestionsInput = z.object({ q: text(100).default(''), type: z.enum(SEARCH_TYPES).default('market'), lang: z.enum(LANGS).optional() });
export const langInput = z.object({ lang: z.enum(LANGS).optional() });
export const legalInput = z
  .strictObject({ question: text(500).optional(), topic: text(100).optional(), industry: industry.optional() })
  .transform((v) => ({ ...v, question: v.question || undefined, topic: v.topic || undefined }));
export const historyInput = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
