import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import { changeStatus, draftArticle, scheduleArticle } from '../../../commands/articles/articles.ts';
import { articleScheduler } from '../../../commands/articles/scheduler.ts';
import { loadState } from '../../../commands/handleCommand.ts';
import { articleDecider } from '../../../domain/articles/businessLogic.ts';
import { articleStream } from '../../../domain/articles/article.ts';
import { systemContext } from '../../../commands/context.ts';

const content = (slug: string) => ({ slug, translations: { en: { title: 'T', excerpt: 'E', body: 'B' } }, tags: [], author: 'A', coverImage: null });

describe('article scheduler', () => {
  let store: SqliteEventStore;
  const start = new Date('2026-12-01T09:00:00.000Z');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(start);
    store = new SqliteEventStore(':memory:');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await store.close();
  });

  async function scheduled(slug: string, inMs: number) {
    const deps = { now: () => new Date(), context: systemContext('test'), by: 'editor' };
    const { articleId } = await draftArticle(store, content(slug), deps);
    await scheduleArticle(store, articleId, new Date(Date.now() + inMs).toISOString(), deps);
    return articleId;
  }
  const status = async (id: string) => (await loadState(store, articleStream(id), articleDecider)).status;

  it('publishes at the time and not before, from a list that a restart would rebuild', async () => {
    const id = await scheduled('soon', 60_000);
    const list = [{ id, publishAt: new Date(start.getTime() + 60_000).toISOString() }];
    const scheduler = articleScheduler({ events: store, now: () => new Date(), scheduled: async (until) => list.filter((a) => a.publishAt <= until), onError: (e) => { throw e; } });
    await scheduler.wake();
    expect(await status(id)).toBe('scheduled');
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(async () => expect(await status(id)).toBe('published'));
    await scheduler.stop();
  });

  it('publishes an overdue article on its first look (the process was down at the time)', async () => {
    const id = await scheduled('overdue', 1_000);
    vi.setSystemTime(start.getTime() + 3_600_000 * 5);
    const scheduler = articleScheduler({ events: store, now: () => new Date(), scheduled: async () => [{ id, publishAt: new Date(start.getTime() + 1_000).toISOString() }], onError: (e) => { throw e; } });
    await scheduler.wake();
    expect(await status(id)).toBe('published');
    await scheduler.stop();
  });

  it('leaves an article unpublished meanwhile alone', async () => {
    const id = await scheduled('cancelled', 1_000);
    await changeStatus(store, id, 'UnpublishArticle', { now: () => new Date(), context: systemContext('test'), by: 'editor' });
    vi.setSystemTime(start.getTime() + 5_000);
    const scheduler = articleScheduler({ events: store, now: () => new Date(), scheduled: async () => [{ id, publishAt: new Date(start.getTime() + 1_000).toISOString() }], onError: (e) => { throw e; } });
    await scheduler.wake();
    expect(await status(id)).toBe('unpublished');
    await scheduler.stop();
  });
});
