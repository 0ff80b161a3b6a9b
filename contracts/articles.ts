import { z } from 'zod/mini';
import { INDUSTRIES } from '../domain/businessProfiles/businessProfile.ts';

/**
 * Articles on the wire (issue 12): what api/routes/articles.ts answers and the web reads. zod/mini
 * keeps the article pages light; unknown fields are kept so a newer server does not break a page.
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished', 'archived'] as const;
export const ARTICLE_PAGE_SIZE = 12;
export const ARTICLE_LIMITS = { title: 200, excerpt: 500, body: 100_000, author: 100, tags: 5 } as const;
export const COVER_WIDTHS = [480, 960, 1600] as const;
export { UNLISTED_SLUGS } from '../domain/articles/article.ts';
/** Articles are tagged with the industries of the business profile. */
export const ARTICLE_TAGS = INDUSTRIES;

const text = z.looseObject({ title: z.string(), excerpt: z.string(), body: z.string() });

export const articleSummarySchema = z.looseObject({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  lang: z.string(),
  fallback: z.boolean(),
  tags: z.array(z.string()),
  author: z.string(),
  coverImage: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  updatedAt: z.string(),
  readingMinutes: z.number(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = z.looseObject({
  ...articleSummarySchema.shape,
  /** Sanitized HTML of the body, safe to insert as it is. */
  html: z.string(),
  /** Languages the article is written in; any other falls back to English. */
  languages: z.array(z.string()),
  related: z.array(articleSummarySchema),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListSchema = z.looseObject({
  items: z.array(articleSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ArticleList = z.infer<typeof articleListSchema>;

export const editorArticleSchema = z.looseObject({
  id: z.string(),
  slug: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  translations: z.record(z.string(), text),
  tags: z.array(z.string()),
  author: z.string(),
  coverImage: z.nullable(z.string()),
  publishAt: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  updatedAt: z.string(),
  revisions: z.number(),
});
export type EditorArticle = z.infer<typeof editorArticleSchema>;

export const revisionSchema = z.looseObject({
  number: z.number(),
  at: z.string(),
  by: z.string(),
  restoredFrom: z.nullable(z.number()),
  slug: z.string(),
  title: z.string(),
});
export const previewLinkSchema = z.looseObject({ linkId: z.string(), expiresAt: z.string(), revoked: z.boolean(), open: z.boolean() });
export const editorDetailSchema = z.looseObject({
  article: editorArticleSchema,
  revisions: z.array(revisionSchema),
  previewLinks: z.array(previewLinkSchema),
});
export type EditorDetail = z.infer<typeof editorDetailSchema>;
export const createdPreviewSchema = z.looseObject({ linkId: z.string(), token: z.string(), url: z.string(), expiresAt: z.string() });
export const uploadedImageSchema = z.looseObject({ id: z.string(), widths: z.array(z.number()) });
export const renderedSchema = z.looseObject({ html: z.string() });

/** Where a cover image rendition is served. */
export const coverImageUrl = (id: string, width: number): string => `/api/articles/images/${id}/${width}.webp`;

