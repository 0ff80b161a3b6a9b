import type { Request } from 'express';
import { textFor, ARTICLE_LANGUAGES, type ArticleLanguage, type ArticleState } from '../../domain/articles/article.ts';
import { previewOpen } from '../../domain/articles/article.ts';
import type { ArticleDoc } from '../../projections/queries/articles.ts';
import { renderMarkdown } from '../../infra/articles/markdown.ts';
import { requestLanguage } from '../http/language.ts';

/** The request's query string, `?…` or empty, kept across a redirect. */
export const queryOf = (req: Request): string => (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');

export const articleLanguage = (req: Request): ArticleLanguage => requestLanguage(req, ARTICLE_LANGUAGES);

export function summaryView(doc: ArticleDoc, lang: string) {
  const { text, lang: shown, fallback } = textFor(doc.translations, lang);
  return {
    id: doc._id,
    slug: doc.slug,
    title: text.title,
    excerpt: text.excerpt,
    lang: shown,
    fallback,
    tags: doc.tags,
    author: doc.author,
    coverImage: doc.coverImage,
    publishedAt: doc.publishedAt,
    updatedAt: doc.updatedAt,
    readingMinutes: doc.readingMinutes,
  };
}

export const languagesOf = (doc: Pick<ArticleDoc, 'translations'>): string[] => ARTICLE_LANGUAGES.filter((l) => doc.translations[l] !== undefined);

export function articleView(doc: ArticleDoc, lang: string, related: ArticleDoc[]) {
  const { text } = textFor(doc.translations, lang);
  return { ...summaryView(doc, lang), html: renderMarkdown(text.body), languages: languagesOf(doc), related: related.map((r) => summaryView(r, lang)) };
}

export function editorView(doc: ArticleDoc) {
  const { _id, _rev: _r, searchText: _s, readingMinutes: _m, createdAt: _c, ...rest } = doc;
  return { id: _id, ...rest };
}

/** Revisions without their bodies (the list), and preview links without any hash. */
export function historyView(state: ArticleState, now: Date) {
  return {
    revisions: state.revisions.map((r) => ({ number: r.number, at: r.at, by: r.by, restoredFrom: r.restoredFrom, slug: r.content.slug, title: r.content.translations.en.title })),
    previewLinks: state.previewLinks.map((l) => ({ linkId: l.linkId, expiresAt: l.expiresAt, revoked: l.revoked, open: previewOpen(l, now) })),
  };
}
