import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { viteBuilds } from '../../web/build-if-needed.ts';

// Vite keeps a NODE_ENV it finds: a development value builds React's development bundle (issue 19).
describe('the web build runs in production mode whatever NODE_ENV says', () => {
  it('npm start builds the app and the server renderer with NODE_ENV=production', () => {
    const builds = viteBuilds({ NODE_ENV: 'development', PATH: '/usr/bin' });
    expect(builds).toHaveLength(2);
    for (const build of builds) expect(build.env).toMatchObject({ NODE_ENV: 'production', PATH: '/usr/bin' });
    expect(builds[1]!.args).toContain('--ssr');
  });

  it('npm run build sets NODE_ENV=production before each vite build', () => {
    const script = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts.build!;
    const builds = script.split('&&').map((s) => s.trim());
    expect(builds).toHaveLength(2);
    for (const build of builds) expect(build).toMatch(/^NODE_ENV=production vite build /);
  });
});
