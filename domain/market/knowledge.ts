import { z } from 'zod';
import { INDUSTRIES } from '../businessProfiles/businessProfile.ts';

/**
 * The shape of one sourced knowledge item as it lives in the versioned JSON files under
 * infra/content/knowledge/. Users act on these figures, so an item without a publisher, a URL and
 * an as-of date is not an item: the schema refuses it rather than letting it be shown unsourced.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
const text = z.object({ en: z.string().min(1), ar: z.string().min(1) });

export const KNOWLEDGE_KINDS = ['indicator', 'rule', 'fee', 'step', 'program', 'regulator', 'licence', 'location', 'opportunity', 'risk'] as const;

export const sourceSchema = z.object({
  publisher: z.string().min(2),
  title: z.string().min(2),
  url: z.url({ protocol: /^https$/ }),
});

export const knowledgeItemSchema = z.object({
  /** Stable across revisions: a changed item keeps its id, so the import revises instead of adding. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{2,80}$/),
  kind: z.enum(KNOWLEDGE_KINDS),
  /** Industry ids the item concerns; empty means it applies to every sector. */
  sectors: z.array(z.enum(INDUSTRIES)),
  title: text,
  body: text,
  /** For figures: the number as published, its unit and the period it covers. */
  value: z.number().optional(),
  unit: z.string().optional(),
  period: z.string().optional(),
  /** The unit and period in Arabic ("مصنع", "نهاية 2023"): pages and answers in Arabic show these. */
  unitAr: z.string().min(1).optional(),
  periodAr: z.string().min(1).optional(),
  source: sourceSchema,
  /** The date the publisher gives for the figure or rule (or its publication date). */
  asOf: isoDate,
  /** When a Bawaba editor last checked the item against its source. */
  verifiedAt: isoDate,
  /** Shown on the item: sources disagree, the figure is older than two years, a change is pending. */
  caveat: text.optional(),
  /** Entry-path steps: their order and the practical details users plan with. */
  step: z
    .object({
      order: z.number().int().positive(),
      authority: z.string().min(2),
      documents: z.array(text).min(1),
      fees: text,
      time: text,
    })
    .optional(),
});

export type KnowledgeItem = z.infer<typeof knowledgeItemSchema>;

export const knowledgeFileSchema = z.object({
  /** Bumped by hand when an item changes; the import revises only what differs. */
  version: z.number().int().positive(),
  items: z.array(knowledgeItemSchema).min(1),
});
