/**
 * Append throughput and latency against the configured event store: single events one at a time,
 * single events from 64 concurrent appenders (group commit shares their fsyncs), and batches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createBackends } from '../../infra/backends.ts';
import { peakRssMb, percentile } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'bawaba-bench-appends-'));
const { events, readStore } = await createBackends({ DATA_DIR: dir, EVENTSTORE_URL: process.env.EVENTSTORE_URL, MONGODB_URL: undefined });
const SINGLE = Number(process.env.BENCH_SINGLE ?? 2_000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 500);
const BATCH_SIZE = 100;
const APPENDERS = 64;
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 12_800);
const event = (i: number) => ({ type: 'BenchEventRecorded', data: { i, note: 'synthetic payload of a typical size', at: new Date().toISOString() } });

async function measure(count: number, size: number) {
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const batch = Array.from({ length: size }, (_, j) => event(i * size + j));
    const t = performance.now();
    await events.append(`bench-${randomUUID()}`, batch, { expectedRevision: 'no_stream' });
    latencies.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { eventsPerSec: Math.round((count * size) / seconds), p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

/** APPENDERS loops, each awaiting its own single-event appends to fresh streams. */
async function measureConcurrent(count: number) {
  const latencies: number[] = [];
  const perAppender = Math.ceil(count / APPENDERS);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: APPENDERS }, async (_, a) => {
      for (let i = 0; i < perAppender; i++) {
        const t = performance.now();
        await events.append(`bench-${randomUUID()}`, [event(a * perAppender + i)], { expectedRevision: 'no_stream' });
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { eventsPerSec: Math.round((perAppender * APPENDERS) / seconds), p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

const single = await measure(SINGLE, 1);
const concurrent = await measureConcurrent(CONCURRENT);
const batched = await measure(BATCHES, BATCH_SIZE);
await events.close();
await readStore.close();
rmSync(dir, { recursive: true, force: true });
const vsSingle = Number((concurrent.eventsPerSec / single.eventsPerSec).toFixed(2));
console.log(
  JSON.stringify({
    backend: events.kind,
    single,
    concurrent: { ...concurrent, appenders: APPENDERS, vsSingle },
    batched: { ...batched, batchSize: BATCH_SIZE },
    peakRssMb: peakRssMb(),
  }),
);
