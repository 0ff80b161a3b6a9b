import { articleScheduler } from '../commands/articles/scheduler.ts';
import { ARTICLES_PROJECTION, articles } from '../projections/queries/articles.ts';
import type { AppContext } from './context.ts';
import { runScheduler } from './wakeups.ts';

/** Scheduled publication for this process (issue 12); it looks again whenever a schedule changes. */
export function startArticleSchedule(ctx: AppContext): { stop: () => Promise<void> } {
  const read = articles(ctx.readStore);
  const scheduler = articleScheduler({
    events: ctx.events,
    now: ctx.now,
    scheduled: async (until) => (await read.scheduledBefore(until)).map((d) => ({ id: d._id, publishAt: d.publishAt ?? until })),
    onError: (err) => ctx.log.error({ err }, 'article schedule: a look failed'),
  });
  return runScheduler(ctx, scheduler, ARTICLES_PROJECTION, new Set(['ArticleScheduled']));
}
