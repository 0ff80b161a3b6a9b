/** Time from process start to /api/ready = 200 over a prepared log: first with no snapshot, then with one. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../support/server.ts';
import { processPeakRssMb } from './support.ts';

const source = process.env.BENCH_DATA_DIR!;
const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-bench-cold-'));
cpSync(join(source, 'events.db'), join(dataDir, 'events.db'));

async function timeToReady() {
  const started = performance.now();
  const server = await startServer({ DATA_DIR: dataDir });
  const seconds = (performance.now() - started) / 1000;
  const rss = await processPeakRssMb(server.process.pid!);
  await server.stop({ keepData: true });
  return { seconds, peakRssMb: rss };
}

const rebuild = await timeToReady();
const fromSnapshot = await timeToReady();
rmSync(dataDir, { recursive: true, force: true });
console.log(JSON.stringify({ events: Number(process.env.BENCH_EVENTS), rebuild, fromSnapshot }));
