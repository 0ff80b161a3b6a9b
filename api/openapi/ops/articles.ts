import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { articleListSchema, articleSchema, createdPreviewSchema, editorArticleSchema, editorDetailSchema, renderedSchema, uploadedImageSchema } from '../../../contracts/articles.ts';
import * as req from '../../requests/articles.ts';

const auth = 'bearer:admin,editor';
const id = { id: z.uuid() };
const oneArticle = z.looseObject({ article: editorArticleSchema });
/** One revision as saved: what the editor sent (api/requests/articles.ts articleInput), with who and when. */
const savedRevision = z.looseObject({
  number: z.number(),
  at: z.string(),
  by: z.string(),
  content: z.looseObject({ slug: z.string(), translations: z.record(z.string(), z.looseObject({ title: z.string(), excerpt: z.string(), body: z.string() })), tags: z.array(z.string()) }),
});
const transition = (summary: string) => ({ summary, auth, params: id, ok: { 200: oneArticle }, errors: ['NOT_FOUND', 'INVALID_TRANSITION', 'ARTICLE_ARCHIVED', 'ARTICLE_PUBLISHED'] });

export const articlesOps = {
  'POST /api/editor/articles/images': {
    summary: 'Upload a cover image (JPEG, PNG or WebP); it is stored as WebP in several widths',
    auth,
    body: z.object({ file: z.string().meta({ format: 'binary' }) }),
    bodyType: 'multipart/form-data',
    ok: { 201: uploadedImageSchema },
    errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  },
  'GET /api/articles/images/{id}/{file}': { summary: 'A cover image in one width, e.g. 960.webp', ok: { 200: { contentType: 'image/webp', description: 'The image' } }, errors: ['NOT_FOUND'] },
  'GET /api/articles': { summary: 'Published articles, newest first, by tag or search', query: req.listQuery, ok: { 200: articleListSchema } },
  'GET /api/articles/preview/{token}': { summary: 'An unpublished article through its preview link', ok: { 200: articleSchema }, errors: ['NOT_FOUND'] },
  'GET /api/articles/{slug}': { summary: 'One published article with related ones, in the asked language', ok: { 200: articleSchema }, errors: ['NOT_FOUND'] },
  'POST /api/editor/articles/render': { summary: 'Render Markdown as the published page would (live preview)', auth, body: req.renderInput, ok: { 200: renderedSchema }, limited: true },
  'GET /api/editor/articles': { summary: 'Every article for editors (archived ones with ?archived=true)', auth, query: req.editorListQuery, ok: { 200: z.looseObject({ items: z.array(editorArticleSchema) }) } },
  'POST /api/editor/articles': { summary: 'Draft an article', auth, body: req.articleInput, ok: { 201: oneArticle }, errors: ['SLUG_TAKEN'] },
  'GET /api/editor/articles/{id}': { summary: 'An article with its revisions, schedule and preview links', auth, params: id, ok: { 200: editorDetailSchema }, errors: ['NOT_FOUND'] },
  'GET /api/editor/articles/{id}/revisions/{number}': { summary: 'One revision of an article', auth, params: id, ok: { 200: savedRevision }, errors: ['NOT_FOUND'] },
  'PUT /api/editor/articles/{id}': { summary: 'Revise an article (a new revision)', auth, params: id, body: req.articleInput, ok: { 200: oneArticle }, errors: ['NOT_FOUND', 'SLUG_TAKEN', 'ARTICLE_ARCHIVED'] },
  'POST /api/editor/articles/{id}/restore': { ...transition('Restore an earlier revision as the newest'), body: req.restoreInput },
  'POST /api/editor/articles/{id}/schedule': { ...transition('Schedule publication'), body: req.scheduleInput },
  'POST /api/editor/articles/{id}/publish': transition('Publish now'),
  'POST /api/editor/articles/{id}/unpublish': transition('Take a published article down'),
  'POST /api/editor/articles/{id}/archive': transition('Archive an article'),
  'POST /api/editor/articles/{id}/preview-links': { summary: 'Make a preview link that expires', auth, params: id, body: req.previewInput, ok: { 201: createdPreviewSchema }, errors: ['NOT_FOUND'] },
  'DELETE /api/editor/articles/{id}/preview-links/{linkId}': { summary: 'Revoke a preview link', auth, params: id, ok: { 200: z.looseObject({ success: z.boolean() }) }, errors: ['NOT_FOUND'] },
} satisfies Operations;
