import type { EventStore } from '../../infra/eventstore/port.ts';
import { systemContext } from '../context.ts';
import { changeStatus } from './articles.ts';

export type ArticleSchedulerDeps = {
  events: EventStore;
  now: () => Date;
  /** Scheduled articles whose time is at or before `until`, soonest first (a read model's list). */
  scheduled: (until: string) => Promise<{ id: string; publishAt: string }[]>;
  onError: (err: unknown) => void;
};

/** With nothing due sooner it looks again after an hour; schedule changes and clock moves wake it earlier. */
export const ARTICLE_SLEEP_MS = 3_600_000;
const RETRY_MS = 30_000;

/**
 * Publishes scheduled articles at their time. It keeps nothing but a timer: each look lists what
 * is scheduled up to an hour ahead, publishes what is due (overdue ones too, so a restart after the
 * time publishes at once) and sleeps until the next. The article's stream decides: a command for an
 * article unpublished meanwhile, or already published by another process, records nothing.
 */
export function articleScheduler(deps: ArticleSchedulerDeps) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let looking: Promise<void> = Promise.resolve();
  const context = systemContext('article-schedule');

  const sleep = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void wake(), Math.max(0, Math.min(ms, ARTICLE_SLEEP_MS)));
    timer.unref();
  };

  const look = async () => {
    const now = deps.now();
    const t = now.getTime();
    let next = t + ARTICLE_SLEEP_MS;
    for (const article of await deps.scheduled(new Date(next).toISOString())) {
      const at = Date.parse(article.publishAt);
      if (at > t) next = Math.min(next, at);
      else await changeStatus(deps.events, article.id, 'PublishDueArticle', { now: () => now, context: { ...context, causationId: article.id }, by: 'system' });
    }
    sleep(next - t);
  };

  /** Looks now; calls while a look runs queue one more look after it. */
  const wake = (): Promise<void> => {
    if (stopped) return looking;
    looking = looking.then(look).catch((err: unknown) => {
      deps.onError(err);
      sleep(RETRY_MS);
    });
    return looking;
  };

  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await looking;
    },
  };
}
