import { describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { articlesProjection } from '../../../projections/articles.ts';
import { articles } from '../../../projections/queries/articles.ts';

let pos = 0n;
function recorded(streamName: string, revision: number, type: string, data: unknown): RecordedEvent {
  pos += 1n;
  return { id: `e${pos}`, streamName, revision, position: { commit: pos, prepare: pos }, type, data, metadata: {}, createdAt: '2026-11-22T10:00:00.000Z' };
}

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const who = { articleId: 'a1', by: 'editor', at };
const content = (slug: string, title = 'Riyadh offices') => ({ slug, translations: { en: { title, excerpt: 'Where to rent', body: 'Text' } }, tags: ['energy'], author: 'A', coverImage: null });
const events = [
  recorded('articleSlug-riyadh-offices', 0, 'ArticleSlugReserved', { slug: 'riyadh-offices', articleId: 'a1', reservedAt: at }),
  recorded('article-a1', 0, 'ArticleDrafted', { ...who, content: content('riyadh-offices') }),
  recorded('article-a1', 1, 'ArticlePublished', { ...who, scheduled: false }),
  recorded('articleSlug-offices-in-riyadh', 0, 'ArticleSlugReserved', { slug: 'offices-in-riyadh', articleId: 'a1', reservedAt: at }),
  recorded('article-a1', 2, 'ArticleRevised', { ...who, at: later, content: content('offices-in-riyadh', 'Offices in Riyadh'), restoredFrom: null }),
  recorded('article-a1', 3, 'ArticlePreviewLinkCreated', { ...who, linkId: 'l1', tokenHash: 'h1', expiresAt: later }),
];

async function project(store: EmbeddedReadStore, list: RecordedEvent[]) {
  for (const event of list) await articlesProjection.apply(event, store);
}

describe('articles read model', () => {
  it('answers an old slug with the article and the slug to redirect to; the current slug without', async () => {
    const store = new EmbeddedReadStore();
    await project(store, events);
    const read = articles(store);
    expect(await read.bySlug('riyadh-offices')).toMatchObject({ redirectTo: 'offices-in-riyadh', article: { _id: 'a1' } });
    expect(await read.bySlug('offices-in-riyadh')).toMatchObject({ redirectTo: null, article: { translations: { en: { title: 'Offices in Riyadh' } } } });
    expect(await read.bySlug('unknown')).toBeUndefined();
  });

  it('is idempotent: every event applied twice leaves the same documents, revisions counted once', async () => {
    const once = new EmbeddedReadStore();
    await project(once, events);
    const twice = new EmbeddedReadStore();
    await project(twice, events.flatMap((e) => [e, e]));
    for (const name of articlesProjection.collections) {
      expect(await twice.collection(name).find({}, { sort: { _id: 1 } })).toEqual(await once.collection(name).find({}, { sort: { _id: 1 } }));
    }
    expect((await articles(twice).byId('a1'))?.revisions).toBe(2);
    expect((await articles(twice).byId('a1'))?.publishedAt).toBe(at);
  });

  it('opens a preview until it expires or is revoked, and hides unpublished articles from readers', async () => {
    const store = new EmbeddedReadStore();
    await project(store, events);
    const read = articles(store);
    expect(await read.preview('h1', new Date(at))).toMatchObject({ _id: 'a1' });
    expect(await read.preview('h1', new Date(later))).toBeUndefined();
    await project(store, [
      recorded('article-a1', 4, 'ArticlePreviewLinkRevoked', { ...who, linkId: 'l1' }),
      recorded('article-a1', 5, 'ArticleUnpublished', who),
    ]);
    expect(await read.preview('h1', new Date(at))).toBeUndefined();
    expect(await read.bySlug('offices-in-riyadh')).toBeUndefined();
    expect(await read.bySlug('offices-in-riyadh', true)).toMatchObject({ article: { status: 'unpublished' } });
  });
});
