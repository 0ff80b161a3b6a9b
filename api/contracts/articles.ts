import { z } from 'zod/mini';
import { INDUSTRIES } from '../../domain/businessProfiles/businessProfile.ts';

/**
 * Articles on the wire (issue 12): what api/routes/articles.ts answers and the web reads. zod/mini
 * keeps the article pages light; unknown fields are kept so a newer server does not break a page.
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished', 'archived'] as const;
export const ARTICLE_PAGE_SIZE = 12;
export const ARTICLE_LIMITS = { title: 200, excerpt: 500, body: 100_000, author: 100, tags: 5 } as const;
export const COVER_WIDTHS = [480, 960, 1600] as const;
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

/**
 * Styles of a rendered body, shared by the server's HTML and the React page so both look alike
 * (Tailwind finds the classes here; no typography plugin is needed for this much).
 */
export const ARTICLE_BODY_CLASS =
  'article-body mt-8 leading-relaxed text-slate-800 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1 [&_a]:text-emerald-800 [&_a]:underline [&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:border-emerald-700 [&_blockquote]:ps-4 [&_blockquote]:italic [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 [&_code]:font-mono [&_code]:text-sm [&_table]:mt-4 [&_table]:w-full [&_th]:border [&_th]:border-slate-300 [&_th]:p-2 [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_img]:mt-4 [&_img]:rounded [&_hr]:my-8';
