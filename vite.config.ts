import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// One config for the app build and for Vitest. Two test projects: everything that runs in Node
// (machines, services, gateway, integration suites) and the React app under jsdom.
export default defineConfig({
  plugins: [react()],
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
