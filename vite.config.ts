import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { antdStaticStyle } from './scripts/antd-static-style.js';
import { graphqlDocuments } from './scripts/graphql-documents.js';
import { idlePrefetch } from './scripts/idle-prefetch.js';
import { precompress } from './scripts/precompress.js';

/**
 * The app's tests that replace modules or globals (`vi.mock`, `vi.spyOn`, `vi.stubGlobal`): they run isolated, each
 * file with fresh modules. The rest share one jsdom and one module cache per worker (`isolate: false`), which took
 * the web tests from 397 to about 160 s here (2026-11-28: a new jsdom and antd imported again for each of 93 files
 * was most of the time). A module one file mocks would otherwise already be loaded, unmocked, by an earlier file.
 */
const appTests = readdirSync(fileURLToPath(new URL('./src', import.meta.url)), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split('\\').join('/')}`);
const replacesModules = (file: string) => /\bvi\.(mock|doMock|spyOn|stubGlobal)\(/.test(readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8'));
const isolatedAppTests = appTests.filter(replacesModules);
const sharedAppTests = appTests.filter((file) => !replacesModules(file));

// One config for the app build and for Vitest. The build writes brotli and gzip copies of its text files
// (scripts/precompress.ts) that the gateway serves by Accept-Encoding, and lists in index.html what a page fetches
// when idle (scripts/idle-prefetch.ts). Test projects: everything that runs in Node
// (machines, services, gateway, integration suites), and the React app under jsdom in two (`web`, `web-shared`, below).
export default defineConfig({
  plugins: [
    graphqlDocuments(),
    react(),
    // The login dialog with antd, fetched (not run) once a visitor's page is idle: src/app/login-dialog-host.tsx.
    idlePrefetch({
      loadedFirst: ['src/main.tsx', 'src/app/boot.tsx'],
      groups: { 'login-dialog': ['src/features/auth/login-dialog.tsx', 'src/lib/antd/antd-scope-impl.tsx'] },
    }),
    // antd's styles as one static sheet made at build time (antd's zero-runtime mode): src/lib/antd/antd-scope.tsx.
    antdStaticStyle({ prefetchWith: ['login-dialog'] }),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The app's own modules run no code on import that another module relies on (no import for side effects only,
      // apart from style sheets): marked so, a page that imports one export of an entity's index.ts does not load the
      // chunks of everything else that index re-exports (the hall would load antd's Steps, Descriptions, Statistic).
      treeshake: {
        moduleSideEffects: [
          { test: /\/(src|machines)\/.*\.tsx?$/, sideEffects: false },
        ],
      },
    },
  },
  test: {
    // One worker per core. Vitest's default leaves one core to its main process (a single worker on this 2-core
    // machine), which mostly waits; two workers took the whole run from about 24 to 17 minutes here.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // One module cache per worker, not one per file: the suites get what they change by injection (each
          // builds its own app over its own copy of a prepared database, with its own clock and config:
          // services/testing/harness.ts) and replace no module or global, so importing the services, Drizzle and
          // PGlite again for each of 142 files was waste (2026-11-28: the files' imports took 103 s of worker time,
          // now 16; the node project 421 s, now about 310). A test that must replace a module would go into an
          // isolated project of its own, as the app's tests do below.
          isolate: false,
          include: ['machines/**/*.test.ts', 'services/**/*.test.ts', 'gateway/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/ledger/**/*.test.ts', 'tests/fuzz/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // one migrated and seeded database of each kind per run, copied by each suite (services/testing/prepared-databases.ts)
          globalSetup: ['./services/testing/prepared-databases.ts'],
        },
      },
      ...[
        { name: 'web', include: isolatedAppTests, isolate: true },
        { name: 'web-shared', include: sharedAppTests, isolate: false },
      ].map(({ name, include, isolate }) => ({
        extends: true as const,
        test: {
          name,
          environment: 'jsdom' as const,
          include,
          isolate,
          // jsdom stand-ins (matchMedia, ResizeObserver) that every web test needs.
          setupFiles: ['./src/test/setup.ts'],
          // Node loads `antd` as its CommonJS build (lib/), so the few deep imports of its ES build (antd/es/…, see
          // src/lib/antd/) would be a second copy with contexts of its own: the same files of lib/ in tests.
          alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }],
          testTimeout: 30_000,
        },
      })),
    ],
  },
});
