import { z } from 'zod';
import { declareEvent } from '../shared/declareEvent.ts';
import { INDUSTRIES } from '../businessProfiles/businessProfile.ts';
import type {
  ArticleArchived,
  ArticleDrafted,
  ArticlePreviewLinkCreated,
  ArticlePreviewLinkRevoked,
  ArticlePublished,
  ArticleRevised,
  ArticleScheduled,
  ArticleUnpublished,
} from './article.ts';
import type { ArticleSlugReserved } from './slug.ts';

const text = z.object({ title: z.string(), excerpt: z.string(), body: z.string() });
const translations = z.object({
  en: text,
  ar: text.optional(),
  fr: text.optional(),
  de: text.optional(),
  es: text.optional(),
  it: text.optional(),
  ja: text.optional(),
  ko: text.optional(),
  nl: text.optional(),
  pt: text.optional(),
  ru: text.optional(),
  'zh-CN': text.optional(),
  'zh-TW': text.optional(),
});
const content = z.object({
  slug: z.string(),
  translations,
  tags: z.array(z.enum(INDUSTRIES)),
  author: z.string(),
  coverImage: z.string().nullable(),
});
const by = { articleId: z.string(), by: z.string(), at: z.string() };

export const articleDrafted = declareEvent<ArticleDrafted>()('ArticleDrafted', z.object({ ...by, content }));
export const articleRevised = declareEvent<ArticleRevised>()('ArticleRevised', z.object({ ...by, content, restoredFrom: z.number().int().nullable() }));
export const articlePublished = declareEvent<ArticlePublished>()('ArticlePublished', z.object({ ...by, scheduled: z.boolean() }));
export const articleScheduled = declareEvent<ArticleScheduled>()('ArticleScheduled', z.object({ ...by, publishAt: z.string() }));
export const articleUnpublished = declareEvent<ArticleUnpublished>()('ArticleUnpublished', z.object(by));
export const articleArchived = declareEvent<ArticleArchived>()('ArticleArchived', z.object(by));
export const articlePreviewLinkCreated = declareEvent<ArticlePreviewLinkCreated>()(
  'ArticlePreviewLinkCreated',
  z.object({ ...by, linkId: z.string(), tokenHash: z.string(), expiresAt: z.string() }),
);
export const articlePreviewLinkRevoked = declareEvent<ArticlePreviewLinkRevoked>()('ArticlePreviewLinkRevoked', z.object({ ...by, linkId: z.string() }));
export const articleSlugReserved = declareEvent<ArticleSlugReserved>()(
  'ArticleSlugReserved',
  z.object({ slug: z.string(), articleId: z.string(), reservedAt: z.string() }),
);
