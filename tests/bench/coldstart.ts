/**
 * Read models on disk: builds them once from the prepared log with every projection (as a first
 * start or a rebuild would), then times two restarts from process start to /api/ready = 200. The
 * first restart also imports the knowledge files and builds the search index; the second loads it.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../support/server.ts';
import { peakRssMb, processPeakRssMb } from './support.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { SqliteReadStore } from '../../infra/readstore/sqlite.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { projections } from '../../projections/registry.ts';
import { createLogger } from '../../infra/logger.ts';

const source = process.env.BENCH_DATA_DIR!;
const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-bench-cold-'));
cpSync(join(source, 'events.db'), join(dataDir, 'events.db'));

async function buildReadModels() {
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const store = new SqliteReadStore(join(dataDir, 'readmodels.db'));
  const runner = new ProjectionRunner(events, store, projections, createLogger('silent'));
  const head = await events.headPosition();
  const started = performance.now();
  await runner.start();
  if (head) await runner.waitFor(head, 60 * 60_000);
  const seconds = (performance.now() - started) / 1000;
  await runner.stop();
  await Promise.all([events.close(), store.close()]);
  return { seconds, eventsPerSec: Math.round(Number(head?.commit ?? 0n) / seconds), peakRssMb: peakRssMb() };
}

async function timeToReady() {
  const started = performance.now();
  const server = await startServer({ DATA_DIR: dataDir });
  const seconds = (performance.now() - started) / 1000;
  const rss = await processPeakRssMb(server.process.pid!);
  await server.stop({ keepData: true });
  return { seconds, peakRssMb: rss };
}

const build = await buildReadModels();
const restart = await timeToReady();
const again = await timeToReady();
rmSync(dataDir, { recursive: true, force: true });
console.log(JSON.stringify({ events: Number(process.env.BENCH_EVENTS), build, restart, again }));
