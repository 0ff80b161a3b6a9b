import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { buildInfo, createBuildId } from './build-info-plugin.ts';
import { messagesPlugin } from './messages-plugin.ts';
import { LOCALES_DIR } from '../contracts/localeFiles.ts';

const buildId = process.env.BAWABA_BUILD_ID ?? createBuildId();

const webDist = process.env.WEB_DIST_DIR || fileURLToPath(new URL('../dist/web', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), buildInfo(buildId), messagesPlugin(LOCALES_DIR)],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('../contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    // The server renderer (issue 12) sits beside the app, never inside what is served: <dist>-ssr.
    outDir: isSsrBuild ? `${webDist}-ssr` : webDist,
    emptyOutDir: true,
    // Fonts are served as files; inlining them as data: URLs would bloat the CSS every page loads.
    assetsInlineLimit: 0,
    // Left alone, rolldown splits what the entry imports into ~20 small shared chunks (react, the router,
    // i18next, the shell…), each gzipped on its own: one chunk for all of them saves ~7 KB on the first
    // load of / (docs/BENCHMARKS.md). The entry joins it too, so main.tsx must not use top-level await.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  // Bundled whole so the renderer runs from any directory (e2e builds live under /tmp, far from node_modules).
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
}));
