import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.js';

// One config for the app build and for Vitest. The build writes brotli and gzip copies of its text files
// (scripts/precompress.ts) that the gateway serves by Accept-Encoding. Two test projects: everything that runs in Node
// (machines, services, gateway, integration suites) and the React app under jsdom.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['machines/**/*.test.ts', 'services/**/*.test.ts', 'gateway/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/ledger/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // one migrated and seeded database of each kind per run, copied by each suite (services/testing/prepared-databases.ts)
          globalSetup: ['./services/testing/prepared-databases.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // jsdom stand-ins (matchMedia, ResizeObserver) that every web test needs.
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
