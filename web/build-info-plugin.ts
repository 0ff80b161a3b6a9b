import type { Plugin } from 'vite';
import { randomBytes } from 'node:crypto';

export interface BuildInfo {
  buildId: string;
  builtAt: string;
}

export function createBuildId(now: Date = new Date()): string {
  return `${now.toISOString().replace(/[-:.TZ]/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
}

/**
 * Writes builds/latest.json (polled by running apps to notice a deploy) and builds/meta/{buildId}.json
 * (what that build shipped: its entry files, so tooling can weigh the first load).
 */
export function buildInfo(buildId: string): Plugin {
  return {
    name: 'bawaba-build-info',
    apply: 'build',
    generateBundle(_options, bundle) {
      const info: BuildInfo = { buildId, builtAt: new Date().toISOString() };
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      const initialJs =
        entry && entry.type === 'chunk' ? [entry.fileName, ...entry.imports] : [];
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(info) });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: JSON.stringify({ ...info, initialJs }, null, 2),
      });
    },
  };
}
