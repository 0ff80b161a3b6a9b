import type { EventStore } from '../../infra/eventstore/port.ts';
import { articleStream } from '../../domain/articles/article.ts';
import { systemContext } from '../context.ts';
import { changeStatus, draftArticle } from './articles.ts';

type Seed = { id: string; content: Parameters<typeof draftArticle>[1] };
type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * Brings the shipped articles into the log once: an article whose stream exists is left alone, so
 * what editors changed afterwards is never overwritten by a restart. Drafting and publishing are
 * each idempotent, so a start cut short between the two finishes on the next one.
 */
export async function seedArticles(events: EventStore, seeds: ({ ok: true; article: Seed } | { ok: false; dir: string; error: string })[], now: () => Date, log: Log) {
  const deps = { now, context: systemContext('article-seed'), by: 'system' };
  let created = 0;
  for (const seed of seeds) {
    if (!seed.ok) {
      log.error({ dir: seed.dir, error: seed.error }, 'article seed refused');
      continue;
    }
    const { id, content } = seed.article;
    try {
      const recorded = await events.readStream(articleStream(id));
      if (recorded.some((e) => e.type === 'ArticlePublished' || e.type === 'ArticleArchived')) continue;
      if (recorded.length === 0) await draftArticle(events, content, deps, id);
      await changeStatus(events, id, 'PublishArticle', deps);
      created++;
    } catch (err) {
      // A seed that cannot be brought in (its slug taken by an editor's article, say) must not stop the start.
      log.error({ err, slug: content.slug }, 'article seed failed');
    }
  }
  if (created) log.info({ created }, 'articles seeded');
}
