import { describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import { BatchStore } from '../../../projections/runtime/batch.ts';
import { statisticsProjection } from '../../../projections/statistics.ts';
import { statistics } from '../../../projections/queries/statistics.ts';
import { readEvent } from '../../../domain/events.ts';
import type { StatisticsEvent } from '../../../domain/analytics/statistics.ts';
import { activeUsersOf, bookingStatusCounts, evolveStatistics, initialStatistics } from '../../../domain/analytics/fold.ts';
import { analyticsOf, headlineOf, resolvePeriod } from '../../../domain/analytics/series.ts';
import { generateStatsLog, recordedLog } from '../../support/statsLog.ts';

const log = recordedLog(generateStatsLog({ users: 300, from: '2026-01-01', days: 320, seed: 7 })).filter((e) => statisticsProjection.eventTypes.has(e.type));
const today = '2026-11-20';
const now = `${today}T12:00:00.000Z`;

const fold = () => log.map((e) => readEvent<StatisticsEvent>(e)).reduce(evolveStatistics, initialStatistics());

/** As the runtime replays: pages of 100 through a batch, and `replayed` pages applied a second time after a "crash". */
async function project(replayed: number[] = []) {
  const store = new EmbeddedReadStore();
  await statisticsProjection.setup!(store);
  const pages = Math.ceil(log.length / 100);
  for (let page = 0; page < pages; page++) {
    for (let times = replayed.includes(page) ? 2 : 1; times > 0; times--) {
      const batch = new BatchStore(store);
      for (const e of log.slice(page * 100, page * 100 + 100)) await statisticsProjection.apply(e, batch);
      await batch.flush();
    }
  }
  return store;
}

describe('the statistics projection', () => {
  it('answers the same analytics and headline as the in-memory fold', async () => {
    const state = fold();
    const store = await project();
    expect(state.days.size).toBeGreaterThan(200); // the generated log does fill the year
    for (const query of [{ period: '30d' }, { period: '12m' }, { period: '90d' }, { from: '2026-03-01', to: '2026-05-31', by: 'day' }]) {
      const period = resolvePeriod(query, today);
      expect(await statistics(store).analytics(period)).toEqual(analyticsOf(state.days, period));
    }
    const headline = await statistics(store).headline(now);
    expect(headline).toEqual(headlineOf(state.days, bookingStatusCounts(state), activeUsersOf(state, today), now));
    expect(headline.funnel.registered).toBe(300);
    expect(headline.bookings.total).toBeGreaterThan(0);
    expect(Object.values(headline.tierMix).reduce((a, b) => a + b, 0)).toBe(300);
  });

  it('adds nothing twice when pages are applied again after a crash', async () => {
    const once = (await project()).exportState();
    expect((await project([0, 3, 7])).exportState()).toEqual(once);
  });
});
