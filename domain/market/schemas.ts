import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import { INDUSTRIES } from '../businessProfiles/businessProfile.ts';
import { knowledgeItemSchema } from './knowledge.ts';
import type { FactPublished, FactRetired, FactRevised } from './facts.ts';
import type { KnowledgeFileImported, KnowledgeFileRemoved } from './catalog.ts';
import { SEARCH_TYPES, type MarketSearched } from './searches.ts';

const factRef = { factId: z.string(), file: z.string(), hash: z.string(), at: z.string(), item: knowledgeItemSchema };
export const factPublished = declareEvent<FactPublished>()('FactPublished', z.object(factRef));
export const factRevised = declareEvent<FactRevised>()('FactRevised', z.object(factRef));
export const factRetired = declareEvent<FactRetired>()('FactRetired', z.object({ factId: z.string(), file: z.string(), at: z.string() }));

export const knowledgeFileImported = declareEvent<KnowledgeFileImported>()(
  'KnowledgeFileImported',
  z.object({ file: z.string(), version: z.number(), hash: z.string(), ids: z.array(z.string()), at: z.string() }),
);
export const knowledgeFileRemoved = declareEvent<KnowledgeFileRemoved>()('KnowledgeFileRemoved', z.object({ file: z.string(), at: z.string() }));

export const marketSearched = declareEvent<MarketSearched>()(
  'MarketSearched',
  z.object({
    searchId: z.string(),
    userId: z.string(),
    month: z.string(),
    query: z.string(),
    industry: z.enum(INDUSTRIES).nullable(),
    searchType: z.enum(SEARCH_TYPES),
    total: z.number(),
    at: z.string(),
  }),
);
