/**
 * `npm start` runs this first: it builds the web app when dist/web is missing or older than its
 * sources, so a fresh clone starts with one command and a built tree starts at once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist/web/index.html');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), stat.mtimeMs);
}

const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'domain/subscriptions']
  .map((p) => join(root, p))
  .filter(existsSync);
const stale = !existsSync(built) || sources.some((p) => newestMtime(p) > statSync(built).mtimeMs);

if (stale) {
  console.log('Building the web app (dist/web)…');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The server renderer of the public pages (issue 12), beside the app in dist/web-ssr.
  const ssr = spawnSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--ssr', 'src/ssr/entry-server.tsx'], { cwd: root, stdio: 'inherit' });
  process.exit(ssr.status ?? 1);
}
