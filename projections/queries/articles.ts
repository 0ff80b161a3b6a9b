import type { EventStore } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { readEvent } from '../../domain/events.ts';
import { UNLISTED_SLUGS, articleStream, evolve, initialState, previewOpen, type ArticleEvent, type ArticleState } from '../../domain/articles/article.ts';
import { ARTICLES, ARTICLE_PREVIEWS, ARTICLE_SLUGS, type ArticleDoc, type ArticlePreviewDoc, type ArticleSlugDoc } from '../articles.ts';

export type { ArticleDoc };
export const ARTICLES_PROJECTION = 'articles';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type ArticleListQuery = { tag?: string; q?: string; page: number; pageSize: number };

/**
 * The articles read model. Public answers only ever see published articles; editors see all but
 * archived ones unless they ask for them.
 */
export function articles(store: ReadStore) {
  const docs = () => store.collection<ArticleDoc>(ARTICLES);
  return {
    async published(query: ArticleListQuery): Promise<{ items: ArticleDoc[]; total: number }> {
      const filter: Record<string, unknown> = { status: 'published', slug: { $nin: UNLISTED_SLUGS } };
      if (query.tag) filter.tags = query.tag;
      if (query.q?.trim()) filter.searchText = { $regex: escapeRegex(query.q.trim().toLowerCase()) };
      const [items, total] = await Promise.all([
        docs().find(filter, { sort: { publishedAt: -1, _id: 1 }, skip: (query.page - 1) * query.pageSize, limit: query.pageSize }),
        docs().countDocuments(filter),
      ]);
      return { items, total };
    },
    /** Every listed published article, newest change first: the sitemap and the feed. */
    async allPublished(limit = 5000): Promise<ArticleDoc[]> {
      return docs().find({ status: 'published', slug: { $nin: UNLISTED_SLUGS } }, { sort: { updatedAt: -1, _id: 1 }, limit });
    },
    /** Other published articles sharing a tag, newest first. */
    async related(article: ArticleDoc, limit = 3): Promise<ArticleDoc[]> {
      const found = await docs().find({ status: 'published', _id: { $ne: article._id }, slug: { $nin: UNLISTED_SLUGS }, tags: { $in: article.tags } }, { sort: { publishedAt: -1 }, limit });
      return found;
    },
    /**
     * The article a slug names, current or former: `redirectTo` is set when the slug is an old one.
     * Unpublished articles are found only when `anyStatus`.
     */
    async bySlug(slug: string, anyStatus = false): Promise<{ article: ArticleDoc; redirectTo: string | null } | undefined> {
      const owner = await store.collection<ArticleSlugDoc>(ARTICLE_SLUGS).findOne({ _id: slug });
      if (!owner) return undefined;
      const article = await docs().findOne({ _id: owner.articleId });
      if (!article || (!anyStatus && article.status !== 'published')) return undefined;
      return { article, redirectTo: article.slug === slug ? null : article.slug };
    },
    byId(id: string): Promise<ArticleDoc | null> {
      return docs().findOne({ _id: id });
    },
    /** The editors' list, newest change first. */
    forEditors(includeArchived: boolean): Promise<ArticleDoc[]> {
      return docs().find(includeArchived ? {} : { status: { $ne: 'archived' } }, { sort: { updatedAt: -1, _id: 1 }, limit: 500 });
    },
    /** Scheduled articles due by `until`, soonest first; the scheduler also learns the next time. */
    scheduledBefore(until: string): Promise<ArticleDoc[]> {
      return docs().find({ status: 'scheduled', publishAt: { $lte: until } }, { sort: { publishAt: 1 }, limit: 100 });
    },
    /** The article a preview token opens now, or undefined (unknown, revoked, expired, archived). */
    async preview(tokenHash: string, now: Date): Promise<ArticleDoc | undefined> {
      const link = await store.collection<ArticlePreviewDoc>(ARTICLE_PREVIEWS).findOne({ _id: tokenHash });
      if (!link || !previewOpen(link, now)) return undefined;
      const article = await docs().findOne({ _id: link.articleId });
      return article && article.status !== 'archived' ? article : undefined;
    },
  };
}

/** The article's history straight from its stream: every revision with its content, and its preview links. */
export async function articleHistory(events: EventStore, articleId: string): Promise<ArticleState | undefined> {
  const recorded = await events.readStream(articleStream(articleId));
  if (recorded.length === 0) return undefined;
  return recorded.reduce((state, e) => evolve(state, readEvent<ArticleEvent>(e)), initialState());
}
