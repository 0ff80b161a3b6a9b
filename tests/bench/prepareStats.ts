/**
 * A statistics-rich log for the stats replay bench: every event is one the statistics fold reads
 * (sign-ups, verifications, onboardings, tier changes, sign-ins, searches, bookings), unlike the
 * shared synthetic log, where most events are profile updates the fold skips. Written once into
 * BENCH_DATA_DIR and reused. Each chunk's streams are appended concurrently (the embedded store
 * commits them in groups); log order across streams does not matter to counts.
 */
import { join } from 'node:path';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { generateStatsLog, type LoggedEvent } from '../support/statsLog.ts';

const total = Number(process.env.BENCH_EVENTS);
const events = new SqliteEventStore(join(process.env.BENCH_DATA_DIR!, 'events.db'), { durability: 'relaxed' });
const head = await events.headPosition();
const started = performance.now();
let written = 0;
for (let seed = 1; !head && written < total; seed++) {
  const chunk = generateStatsLog({ users: 2_000, from: '2026-01-01', days: 300, seed }).slice(0, total - written);
  const streams = new Map<string, LoggedEvent[]>();
  for (const e of chunk) (streams.get(e.stream) ?? streams.set(e.stream, []).get(e.stream)!).push(e);
  await Promise.all([...streams].map(([stream, list]) => events.append(stream, list.map((e) => ({ type: e.type, data: e.data })), { expectedRevision: 'any' })));
  written += chunk.length;
}
await events.close();
console.log(JSON.stringify({ reused: Boolean(head), seconds: (performance.now() - started) / 1000 }));
