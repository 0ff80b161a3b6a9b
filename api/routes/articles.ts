import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context.ts';
import type { Position } from '../../infra/eventstore/port.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { commandContext } from '../http/commandContext.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimiterFactory } from '../http/rateLimit.ts';
import { body, parse, query } from '../http/validate.ts';
import {
  changeStatus,
  createPreviewLink,
  draftArticle,
  restoreRevision,
  revokePreviewLink,
  reviseArticle,
  scheduleArticle,
  PREVIEW_TOKEN,
  previewTokenHash,
  type ArticleDeps,
} from '../../commands/articles/articles.ts';
import { ARTICLES_PROJECTION, articleHistory, articles } from '../../projections/queries/articles.ts';
import { renderMarkdown } from '../../infra/articles/markdown.ts';
import { articleLanguage, articleView, editorView, historyView, queryOf, summaryView } from '../views/articles.ts';
import { articleInput, idParam, listQuery, previewInput, renderInput, restoreInput, scheduleInput, editorListQuery } from '../requests/articles.ts';

const HOUR = 3_600_000;
const WAIT = [ARTICLES_PROJECTION];


function articleId(raw: unknown): string {
  const parsed = idParam.safeParse({ id: raw });
  if (!parsed.success) throw new HttpError('NOT_FOUND', 'Article not found');
  return parsed.data.id;
}

/** Public reads and the editors' commands (issue 12). Editing is for admins and editors only. */
export function articlesRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const read = articles(ctx.readStore);
  const editors = authorize(ctx.jwtSecret, 'admin', 'editor');
  const deps = (req: Request): ArticleDeps => ({ now: ctx.now, context: commandContext(req), by: principal(req).sub });

  router.get('/articles', async (req, res) => {
    const q = query(req, listQuery);
    const lang = articleLanguage(req);
    const { items, total } = await read.published(q);
    res.json({ items: items.map((d) => summaryView(d, lang)), total, page: q.page, pageSize: q.pageSize });
  });
  router.get('/articles/preview/:token', async (req, res) => {
    const token = String(req.params.token);
    const found = PREVIEW_TOKEN.test(token) ? await read.preview(previewTokenHash(token), ctx.now()) : undefined;
    if (!found) throw new HttpError('NOT_FOUND', 'This preview link is unknown, expired or revoked');
    res.json({ ...articleView(found, articleLanguage(req), []), status: found.status });
  });
  router.get('/articles/:slug', async (req, res) => {
    const found = await read.bySlug(String(req.params.slug).toLowerCase());
    if (!found) throw new HttpError('NOT_FOUND', 'Article not found');
    if (found.redirectTo) return res.redirect(301, `/api/articles/${found.redirectTo}${queryOf(req)}`);
    res.json(articleView(found.article, articleLanguage(req), await read.related(found.article)));
  });

  router.post('/editor/articles/render', editors, limit({ name: 'article-render', windowMs: 60_000, limit: 240, key: (req) => req.principal?.sub }), (req, res) => {
    res.json({ html: renderMarkdown(body(req, renderInput).markdown) });
  });
  router.get('/editor/articles', editors, async (req, res) => {
    const archived = parse(editorListQuery, req.query).archived === 'true';
    res.json({ items: (await read.forEditors(archived)).map(editorView) });
  });
  router.post('/editor/articles', editors, async (req, res) => {
    const result = await draftArticle(ctx.events, body(req, articleInput), deps(req));
    await waitForProjection(ctx, result.observed, WAIT);
    const doc = await read.byId(result.articleId);
    res.status(201).json({ article: doc && editorView(doc) });
  });
  router.get('/editor/articles/:id', editors, async (req, res) => {
    const id = articleId(req.params.id);
    const [doc, state] = await Promise.all([read.byId(id), articleHistory(ctx.events, id)]);
    if (!doc || !state) throw new HttpError('NOT_FOUND', 'Article not found');
    res.json({ article: editorView(doc), ...historyView(state, ctx.now()) });
  });
  router.get('/editor/articles/:id/revisions/:number', editors, async (req, res) => {
    const state = await articleHistory(ctx.events, articleId(req.params.id));
    const revision = state?.revisions.find((r) => r.number === Number(req.params.number));
    if (!revision) throw new HttpError('NOT_FOUND', 'Revision not found');
    res.json({ number: revision.number, at: revision.at, by: revision.by, content: revision.content });
  });

  // Every command answers the article as it now is, once the read model has it.
  const answer = async (res: Response, id: string, observed: Position | undefined) => {
    await waitForProjection(ctx, observed, WAIT);
    const doc = await read.byId(id);
    if (!doc) throw new HttpError('NOT_FOUND', 'Article not found');
    res.json({ article: editorView(doc) });
  };
  router.put('/editor/articles/:id', editors, async (req, res) => {
    const id = articleId(req.params.id);
    await answer(res, id, (await reviseArticle(ctx.events, id, body(req, articleInput), deps(req))).observed);
  });
  router.post('/editor/articles/:id/restore', editors, async (req, res) => {
    const id = articleId(req.params.id);
    await answer(res, id, (await restoreRevision(ctx.events, id, body(req, restoreInput).revision, deps(req))).observed);
  });
  router.post('/editor/articles/:id/schedule', editors, async (req, res) => {
    const id = articleId(req.params.id);
    await answer(res, id, (await scheduleArticle(ctx.events, id, body(req, scheduleInput).publishAt, deps(req))).observed);
  });
  for (const [action, type] of [['publish', 'PublishArticle'], ['unpublish', 'UnpublishArticle'], ['archive', 'ArchiveArticle']] as const) {
    router.post(`/editor/articles/:id/${action}`, editors, async (req, res) => {
      const id = articleId(req.params.id);
      await answer(res, id, (await changeStatus(ctx.events, id, type, deps(req))).observed);
    });
  }
  router.post('/editor/articles/:id/preview-links', editors, async (req, res) => {
    const id = articleId(req.params.id);
    const { expiresInHours } = body(req, previewInput);
    const { link, observed } = await createPreviewLink(ctx.events, id, expiresInHours * HOUR, deps(req));
    await waitForProjection(ctx, observed, WAIT);
    res.status(201).json({ ...link, url: `${ctx.config.APP_URL.replace(/\/$/, '')}/${link.token}` });
  });
  router.delete('/editor/articles/:id/preview-links/:linkId', editors, async (req, res) => {
    const id = articleId(req.params.id);
    const result = await revokePreviewLink(ctx.events, id, String(req.params.linkId), deps(req));
    await waitForProjection(ctx, result.observed, WAIT);
    res.json({ success: true });
  });
  return router;
}
