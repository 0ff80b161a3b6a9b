import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { buildInfo, createBuildId } from './build-info-plugin.ts';
import { messagesPlugin } from './messages-plugin.ts';

const buildId = process.env.BAWABA_BUILD_ID ?? createBuildId();

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), buildInfo(buildId), messagesPlugin(fileURLToPath(new URL('./src/locales', import.meta.url)))],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('../api/contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    outDir: process.env.WEB_DIST_DIR || fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // Fonts are served as files; inlining them as data: URLs would bloat the CSS every page loads.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
