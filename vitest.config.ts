import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { messagesPlugin } from './web/messages-plugin.ts';
import { LOCALES_DIR } from './contracts/localeFiles.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', setupFiles: ['tests/support/noOutbound.ts'] } },
      {
        plugins: [react(), messagesPlugin(LOCALES_DIR)],
        resolve: {
          alias: {
            '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
            '@': fileURLToPath(new URL('./web/src', import.meta.url)),
          },
        },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/noOutbound.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time: two browsers and servers on two cores took as long (785 s against 800 s)
          // and made language switches time out (docs/BENCHMARKS.md, test suite wall time).
          fileParallelism: false,
        },
      },
    ],
  },
});
