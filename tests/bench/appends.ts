/** Append throughput and latency, single events and batches, against the configured event store. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createBackends } from '../../infra/backends.ts';
import { peakRssMb, percentile } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'bawaba-bench-appends-'));
const { events, readStore } = createBackends({ DATA_DIR: dir, EVENTSTORE_URL: process.env.EVENTSTORE_URL, MONGODB_URL: undefined });
const SINGLE = Number(process.env.BENCH_SINGLE ?? 2_000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 500);
const BATCH_SIZE = 100;
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

const single = await measure(SINGLE, 1);
const batched = await measure(BATCHES, BATCH_SIZE);
await events.close();
await readStore.close();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ backend: events.kind, single, batched: { ...batched, batchSize: BATCH_SIZE }, peakRssMb: peakRssMb() }));
