/**
 * Statistics replay rate: `npm run stats` (projections/statisticsReplay.ts) over the prepared log,
 * run as analysts run it, in its own process. The time is the CLI's wall time from spawn to exit,
 * CSV written; the CLI reports how many statistics events it folded and its own peak RSS.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './support.ts';

const dataDir = process.env.BENCH_DATA_DIR!;
const out = join(dataDir, 'bench-stats.csv');
const args = ['projections/statisticsReplay.ts', '--from', '2026-01-01', '--to', '2026-11-30', '--by', 'day', '--out', out];
const started = performance.now();
const stderr = await new Promise<string>((resolve, reject) => {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'pipe'] });
  let text = '';
  child.stderr.on('data', (d) => (text += d));
  child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`stats exited with ${code}: ${text}`))));
});
const seconds = (performance.now() - started) / 1000;
rmSync(out, { force: true });
const summary = stderr.match(/stats: (\d+) events replayed in [\d.]+ s \(peak RSS (\d+) MB\)/);
if (!summary) throw new Error(`no summary from stats: ${stderr}`);
const total = Number(process.env.BENCH_EVENTS);
console.log(JSON.stringify({ events: total, statisticsEvents: Number(summary[1]), seconds, eventsPerSec: Math.round(total / seconds), peakRssMb: Number(summary[2]), command: `npm run stats -- ${args.slice(1).join(' ').replace(out, 'stats.csv')}` }));
