/**
 * `npm start` runs this first: it builds the web app when dist/web is missing or older than its
 * sources, so a fresh clone starts with one command and a built tree starts at once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist/web/index.html');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), stat.mtimeMs);
}

/**
 * The vite builds to run: the app, then the server renderer of the public pages (issue 12) beside it in
 * dist/web-ssr. Always in production mode: vite keeps a NODE_ENV it finds, so `NODE_ENV=development npm
 * start` would otherwise serve React's development bundle (about 45% larger, with its dev-only checks).
 */
export function viteBuilds(env: NodeJS.ProcessEnv): { args: string[]; env: NodeJS.ProcessEnv }[] {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const production = { ...env, NODE_ENV: 'production' };
  return [
    { args: [vite, 'build', '--config', 'web/vite.config.ts'], env: production },
    { args: [vite, 'build', '--config', 'web/vite.config.ts', '--ssr', 'src/ssr/entry-server.tsx'], env: production },
  ];
}

function main(): void {
  const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'domain/subscriptions']
    .map((p) => join(root, p))
    .filter(existsSync);
  const stale = !existsSync(built) || sources.some((p) => newestMtime(p) > statSync(built).mtimeMs);
  if (!stale) return;
  console.log('Building the web app (dist/web)…');
  for (const build of viteBuilds(process.env)) {
    const result = spawnSync(process.execPath, build.args, { cwd: root, stdio: 'inherit', env: build.env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
