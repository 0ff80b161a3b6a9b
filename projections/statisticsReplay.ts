/**
 * npm run stats -- --from 2026-01-01 --to 2026-11-30 [--by day|month] --out stats.csv
 * Replays the event log (EVENTSTORE_URL, else DATA_DIR/events.db) from position 0 up to its head
 * at start through the statistics fold of domain/analytics, the computation behind
 * GET /api/admin/analytics, and writes the period's buckets as CSV (bucket,metric,value). It
 * opens no read store, so no live read model is touched, and it may run beside a server.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { SqliteEventStore } from '../infra/eventstore/sqlite.ts';
import { comparePositions, type EventStore, type Position } from '../infra/eventstore/port.ts';
import { readEvent } from '../domain/events.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { STATISTICS_EVENT_TYPES, type StatisticsEvent } from '../domain/analytics/statistics.ts';
import { evolveStatistics, initialStatistics, type StatisticsState } from '../domain/analytics/fold.ts';
import { MAX_PERIOD_DAYS, analyticsOf, resolvePeriod } from '../domain/analytics/series.ts';
import { csvLines } from '../domain/analytics/csv.ts';

const USAGE = 'usage: npm run stats -- --from YYYY-MM-DD [--to YYYY-MM-DD] [--by day|month] --out FILE.csv';

function fail(message: string, code = 2): never {
  console.error(`stats: ${message}`);
  process.exit(code);
}

const args = (() => {
  try {
    return parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, by: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } } }).values;
  } catch (e) {
    return fail(`${(e as Error).message}\n${USAGE}`);
  }
})();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.from) fail(`--from is required\n${USAGE}`);
if (!args.out) fail(`--out is required\n${USAGE}`);
const today = new Date().toISOString().slice(0, 10);
const period = (() => {
  try {
    return resolvePeriod({ from: args.from, to: args.to ?? today, by: args.by }, today, MAX_PERIOD_DAYS);
  } catch (e) {
    return e instanceof DomainError ? fail(e.message) : fail(String(e));
  }
})();

const dataDir = process.env.DATA_DIR ?? './data';
const esdbUrl = process.env.EVENTSTORE_URL;
if (!esdbUrl && !existsSync(join(dataDir, 'events.db'))) fail(`no event log at ${join(dataDir, 'events.db')}: set DATA_DIR or EVENTSTORE_URL`);
const events: EventStore = esdbUrl ? new (await import('../infra/eventstore/esdb.ts')).EsdbEventStore(esdbUrl) : new SqliteEventStore(join(dataDir, 'events.db'));

const started = performance.now();
const { state, replayed, invalid } = await replay(events);
await events.close();
await writeCsv(args.out!, state);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
console.error(`stats: ${replayed} events replayed in ${seconds} s (peak RSS ${peakRssMb} MB); ${period.by} buckets ${period.from}..${period.to} written to ${args.out}`);
if (invalid.length > 0) {
  console.error(`stats: ${invalid.length} events did not match their schema and were left out:`);
  for (const line of invalid.slice(0, 20)) console.error(`  ${line}`);
  process.exitCode = 1;
}

/** Folds every statistics event up to the head the log had at start; later appends are left for the next run. */
async function replay(store: EventStore): Promise<{ state: StatisticsState; replayed: number; invalid: string[] }> {
  const state = initialStatistics();
  const invalid: string[] = [];
  let replayed = 0;
  const head = await store.headPosition();
  if (!head) return { state, replayed, invalid };
  const progress = createProgress(Number(head.commit));
  const controller = new AbortController();
  const reached = (p: Position) => comparePositions(p, head) >= 0;
  const onCheckpoint = (p: Position) => {
    progress.update(Number(p.commit));
    if (reached(p)) controller.abort();
  };
  for await (const recorded of store.subscribeToAll({ signal: controller.signal, filter: { eventTypes: [...STATISTICS_EVENT_TYPES] }, onCheckpoint })) {
    if (comparePositions(recorded.position, head) > 0) break;
    try {
      evolveStatistics(state, readEvent<StatisticsEvent>(recorded));
      replayed += 1;
    } catch (e) {
      invalid.push(`${recorded.position.commit} ${recorded.streamName} ${recorded.type}: ${(e as Error).message}`);
    }
    if ((replayed & 0x3fff) === 0) progress.update(Number(recorded.position.commit));
    if (reached(recorded.position)) break;
  }
  controller.abort();
  progress.stop(Number(head.commit));
  return { state, replayed, invalid };
}

/** A bar on a terminal; elsewhere (CI, pipes) one stderr line per tenth, so logs stay readable. */
function createProgress(total: number): { update(value: number): void; stop(value: number): void } {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      { stream: process.stderr, format: 'replaying {bar} {percentage}% | log position {value}/{total} | {duration_formatted}', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0);
    return { update: (v) => bar.update(Math.min(v, total)), stop: (v) => (bar.update(Math.min(v, total)), bar.stop()) };
  }
  let shown = 0;
  const tell = (v: number) => {
    const tenth = Math.floor((Math.min(v, total) / total) * 10);
    if (tenth <= shown) return;
    shown = tenth;
    console.error(`stats: replayed ${tenth * 10}% of the log (position ${v} of ${total})`);
  };
  return { update: tell, stop: tell };
}

/** Written beside the target and renamed into place, so a failed run never leaves half a file. */
async function writeCsv(file: string, state: StatisticsState): Promise<void> {
  const partial = `${file}.partial`;
  const handle = await open(partial, 'w');
  try {
    const out = handle.createWriteStream();
    for (const line of csvLines(analyticsOf(state.days, period))) {
      if (!out.write(`${line}\r\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    renameSync(partial, file);
  } catch (e) {
    rmSync(partial, { force: true });
    throw e;
  }
}
