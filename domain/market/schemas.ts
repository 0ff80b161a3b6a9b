import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import { INDUSTRIES } from '../businessProfiles/businessProfile.ts';
import { PARTNER_TYPES } from '../partners/partner.ts';
import { KNOWLEDGE_KINDS, knowledgeItemSchema, sourceSchema } from './knowledge.ts';
import { LANGS } from './present.ts';
import type { MarketReportGenerated } from './savedReports.ts';
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
    via: z.literal('assistant').optional(),
  }),
);

const strings = z.array(z.string());
const reportItem = z.object({
  id: z.string(),
  kind: z.enum(KNOWLEDGE_KINDS),
  sectors: z.array(z.enum(INDUSTRIES)),
  title: z.string(),
  body: z.string(),
  value: z.number().optional(),
  unit: z.string().optional(),
  period: z.string().optional(),
  source: sourceSchema,
  asOf: z.string(),
  verifiedAt: z.string(),
  caveat: z.string().optional(),
  step: z.object({ order: z.number(), authority: z.string(), documents: strings, fees: z.string(), time: z.string() }).optional(),
  lang: z.enum(LANGS),
  fallback: z.boolean(),
  why: z.string().optional(),
});
const partner = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PARTNER_TYPES),
  sectors: z.array(z.enum(INDUSTRIES)),
  cities: strings,
  languages: strings,
  services: strings,
  verified: z.boolean(),
  website: z.string().nullable(),
  source: sourceSchema.optional(),
});
const report = z.object({
  id: z.string(),
  industry: z.enum(INDUSTRIES),
  level: z.enum(['summary', 'full']),
  lang: z.enum(LANGS),
  generatedAt: z.string(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), items: z.array(reportItem) })),
  sources: z.array(sourceSchema),
  tailoring: z
    .object({
      circumstances: z.object({ sellsProducts: z.boolean(), targetsGovernment: z.boolean(), hiresLocally: z.boolean() }),
      skipped: z.array(z.object({ id: z.string(), title: z.string(), why: z.string() })),
    })
    .optional(),
  // `why` is absent from reports saved before issue 17.
  partnerMatches: z.array(z.object({ partner, score: z.number(), reasons: strings, why: z.array(z.object({ key: z.string(), values: z.record(z.string(), z.string()).optional() })).optional() })).optional(),
});
export const marketReportGenerated = declareEvent<MarketReportGenerated>()(
  'MarketReportGenerated',
  z.object({
    reportId: z.string(),
    userId: z.string(),
    industry: z.enum(INDUSTRIES),
    level: z.enum(['summary', 'full']),
    lang: z.enum(LANGS),
    month: z.string(),
    at: z.string(),
    report,
  }),
);
