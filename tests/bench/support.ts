import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const peakRssMb = (): number => Math.round(process.resourceUsage().maxRSS / 1024);

/** Peak resident memory of another process (Linux), in MB. */
export async function processPeakRssMb(pid: number): Promise<number | undefined> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = status.match(/VmHWM:\s+(\d+) kB/)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : undefined;
}

/** utime + stime of a /proc stat file, in ms (10 ms ticks). */
function statCpuMs(path: string): number {
  const stat = readFileSync(path, 'utf8');
  // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th overall.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time another process has used so far (Linux, in ms): per unit of work it is steadier than a
 * rate, which moves with whatever else the two cores are doing.
 */
export function processCpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`);
}

/** CPU time of a process's main thread (its task id is its pid). */
export function mainThreadCpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/task/${pid}/stat`);
}

/** Runs one bench section in its own process, so its peak RSS is its own; it prints one JSON line. */
export function runSection<T>(file: string, env: Record<string, string> = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`${file} exited with ${code}: ${out}`));
      try {
        resolve(JSON.parse(line) as T);
      } catch {
        reject(new Error(`${file} printed no JSON result: ${out}`));
      }
    });
  });
}
