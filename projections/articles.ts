import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import { ARTICLE_EVENT_TYPES, readingMinutes, type ArticleContent, type ArticleEvent, type ArticleStatus } from '../domain/articles/article.ts';
import type { ArticleSlugReserved } from '../domain/articles/slug.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { setGuarded } from './guarded.ts';

export const ARTICLES = 'articles';
export const ARTICLE_SLUGS = 'articleSlugs';
export const ARTICLE_PREVIEWS = 'articlePreviews';

/** One document per article with its newest content; public queries add `status: 'published'`. */
export type ArticleDoc = Doc &
  ArticleContent & {
    status: ArticleStatus;
    /** Lowercased titles and excerpts of every language, for the list's search. */
    searchText: string;
    readingMinutes: number;
    revisions: number;
    publishAt: string | null;
    /** The first publication; a later unpublish and publish keeps it. */
    publishedAt: string | null;
    createdAt: string;
    updatedAt: string;
    _rev: number;
  };
/** Every slug an article ever had; the old ones redirect to the current one. */
export type ArticleSlugDoc = Doc & { articleId: string; _rev: number };
/** Preview links by the hash of their token. */
export type ArticlePreviewDoc = Doc & { articleId: string; linkId: string; expiresAt: string; revoked: boolean; createdAt: string; _rev: number };

function contentFields(content: ArticleContent, at: string): Record<string, unknown> {
  const texts = Object.values(content.translations).filter((t) => t !== undefined);
  return {
    ...content,
    searchText: texts.map((t) => `${t.title} ${t.excerpt}`).join(' ').toLowerCase(),
    readingMinutes: readingMinutes(content.translations.en.body),
    updatedAt: at,
  };
}

async function applyArticle(event: ArticleEvent, rev: number, store: ReadStore): Promise<void> {
  const docs = store.collection<ArticleDoc>(ARTICLES);
  const id = event.data.articleId;
  const at = event.data.at;
  switch (event.type) {
    case 'ArticleDrafted':
      return setGuarded(docs, id, rev, { ...contentFields(event.data.content, at), status: 'draft', revisions: 1, publishAt: null, publishedAt: null, createdAt: at });
    case 'ArticleRevised':
      await docs.updateOne({ _id: id, _rev: { $lt: rev } }, { $inc: { revisions: 1 } });
      return setGuarded(docs, id, rev, contentFields(event.data.content, at));
    case 'ArticlePublished':
      await docs.updateOne({ _id: id, _rev: { $lt: rev }, publishedAt: null }, { $set: { publishedAt: at } });
      return setGuarded(docs, id, rev, { status: 'published', publishAt: null });
    case 'ArticleScheduled':
      return setGuarded(docs, id, rev, { status: 'scheduled', publishAt: event.data.publishAt });
    case 'ArticleUnpublished':
      return setGuarded(docs, id, rev, { status: 'unpublished', publishAt: null });
    case 'ArticleArchived':
      return setGuarded(docs, id, rev, { status: 'archived', publishAt: null });
    case 'ArticlePreviewLinkCreated': {
      const { tokenHash, linkId, expiresAt } = event.data;
      await setGuarded(store.collection<ArticlePreviewDoc>(ARTICLE_PREVIEWS), tokenHash, rev, { articleId: id, linkId, expiresAt, revoked: false, createdAt: at });
      return;
    }
    case 'ArticlePreviewLinkRevoked':
      await store.collection<ArticlePreviewDoc>(ARTICLE_PREVIEWS).updateMany({ articleId: id, linkId: event.data.linkId }, { $set: { revoked: true } });
      return;
  }
}

export const articlesProjection: Projection = {
  name: 'articles',
  version: 1,
  collections: [ARTICLES, ARTICLE_SLUGS, ARTICLE_PREVIEWS],
  eventTypes: new Set<string>([...ARTICLE_EVENT_TYPES, 'ArticleSlugReserved']),
  async setup(store) {
    await store.collection(ARTICLES).createIndex({ status: 1, publishedAt: -1 });
    await store.collection(ARTICLES).createIndex({ status: 1, publishAt: 1 });
    await store.collection(ARTICLE_PREVIEWS).createIndex({ articleId: 1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    if (recorded.type === 'ArticleSlugReserved') {
      const { slug, articleId } = projected<ArticleSlugReserved>(recorded).data;
      await setGuarded(store.collection<ArticleSlugDoc>(ARTICLE_SLUGS), slug, recorded.revision, { articleId });
      return;
    }
    await applyArticle(projected<ArticleEvent>(recorded), recorded.revision, store);
  },
};
