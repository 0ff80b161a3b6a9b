/** Catch-up rate: replays the prepared log through every projection into a fresh read store. */
import { join } from 'node:path';
import { createBackends } from '../../infra/backends.ts';
import { createLogger } from '../../infra/logger.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { projections } from '../../projections/registry.ts';
import { peakRssMb } from './support.ts';

const dataDir = process.env.BENCH_DATA_DIR!;
const { events, readStore } = await createBackends({ DATA_DIR: dataDir, EVENTSTORE_URL: process.env.EVENTSTORE_URL, MONGODB_URL: process.env.MONGODB_URL });
const runner = new ProjectionRunner(events, readStore, projections, createLogger('silent'));
for (const p of projections) await runner.reset(p.name);
const head = await events.headPosition();
const started = performance.now();
const elu = performance.eventLoopUtilization();
await runner.start();
if (head) await runner.waitFor(head, 60 * 60_000);
const seconds = (performance.now() - started) / 1000;
const cpuSeconds = process.cpuUsage().user / 1e6;
// How busy the main thread was: near 1 means projecting, not reading, is the limit.
const mainThreadBusy = Number(performance.eventLoopUtilization(elu).utilization.toFixed(2));
await runner.stop();
const total = Number(process.env.BENCH_EVENTS);
await events.close();
await readStore.close();
console.log(JSON.stringify({ backend: `${events.kind}+${readStore.kind}`, events: total, seconds, eventsPerSec: Math.round(total / seconds), cpuSeconds, mainThreadBusy, peakRssMb: peakRssMb(), file: join(dataDir, 'events.db') }));
