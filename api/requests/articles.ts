import { z } from 'zod';
import { INDUSTRIES } from '../../domain/businessProfiles/businessProfile.ts';
import { ARTICLE_LANGUAGES, SLUG_MAX, SLUG_PATTERN } from '../../domain/articles/article.ts';
import { ARTICLE_LIMITS, ARTICLE_PAGE_SIZE } from '../../contracts/articles.ts';

const field = (name: string, max: number, min = 1) =>
  z.string({ error: `${name} must be text` }).trim().min(min, `${name} is required`).max(max, `${name}: at most ${max} characters`);
const text = z.strictObject({
  title: field('Title', ARTICLE_LIMITS.title),
  excerpt: field('Excerpt', ARTICLE_LIMITS.excerpt, 0),
  body: field('Body', ARTICLE_LIMITS.body),
});
const others = Object.fromEntries(ARTICLE_LANGUAGES.filter((l) => l !== 'en').map((l) => [l, text.optional()])) as Record<
  Exclude<(typeof ARTICLE_LANGUAGES)[number], 'en'>,
  z.ZodOptional<typeof text>
>;
export const articleInput = z.strictObject({
  slug: z
    .string({ error: 'Slug must be text' })
    .trim()
    .toLowerCase()
    .max(SLUG_MAX, `Slug: at most ${SLUG_MAX} characters`)
    .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens, e.g. vision-2030'),
  translations: z.strictObject({ en: text, ...others }, { error: 'English title, excerpt and body are required' }),
  tags: z
    .array(z.enum(INDUSTRIES, { error: `Choose tags from: ${INDUSTRIES.join(', ')}` }))
    .max(ARTICLE_LIMITS.tags, `At most ${ARTICLE_LIMITS.tags} tags`)
    .default([])
    .transform((t) => [...new Set(t)]),
  author: field('Author', ARTICLE_LIMITS.author),
  coverImage: z.uuid({ error: 'Upload the cover image first' }).nullable().default(null),
});
export const listQuery = z.object({
  tag: z.enum(INDUSTRIES, { error: `Choose a tag from: ${INDUSTRIES.join(', ')}` }).optional(),
  q: z.string().trim().max(100, 'Search: at most 100 characters').optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(1000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1).max(50).default(ARTICLE_PAGE_SIZE),
});
export const scheduleInput = z.strictObject({ publishAt: z.iso.datetime({ offset: true, error: 'Give the time as ISO 8601, e.g. 2027-01-01T09:00:00Z' }) });
export const restoreInput = z.strictObject({ revision: z.number({ error: 'revision must be a number' }).int().min(1) });
export const previewInput = z.strictObject({ expiresInHours: z.number({ error: 'expiresInHours must be a number' }).int().min(1).max(720).default(72) });
export const renderInput = z.strictObject({ markdown: z.string().max(ARTICLE_LIMITS.body, `At most ${ARTICLE_LIMITS.body} characters`) });
export const idParam = z.object({ id: z.uuid() });
export const editorListQuery = z.object({ archived: z.enum(['true', 'false']).default('false') });
