import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

// Browser tests drive Debian's Chromium (no browser download is possible here) against the real portal:
// `scripts/start.ts` builds the app if needed, migrates and seeds a throw-away embedded database, and starts
// the services and the gateway with the test hooks on (captcha text readable through /dev/captcha/{id}).
const port = Number(process.env.E2E_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 3101);
export const e2eBaseUrl = `http://127.0.0.1:${port}`;
export const e2eApiUrl = `http://127.0.0.1:${apiPort}`;
// Per port too, so that suites on different ports do not empty each other's results (and prepared accounts).
const outputDir = port === 3100 ? 'test-results' : `.tmp/test-results-${port}`;
process.env.E2E_OUTPUT_DIR = outputDir;

/** The specs acting as shared demo accounts (support/portal.ts DEMO_MEMBER, the hall's demo people): run one at a time. */
const DEMO_SPECS = /(accessibility|all-people-review|candidates-operations|hall|login-lockout|market-assessment|my-works|pay-self|pay\.paths|crowdfunding\.paths|invitation\.paths|pre-review-operations|pre-review-pages|publish|session)\.spec\.ts$/;
/**
 * Specs whose people are their own but that run in the demo project's one worker, to even out the two workers: in the
 * full run of 2026-11-28 the demo project kept its worker busy 11.5 minutes and the chromium project 21, so chromium
 * ran alone on one worker for most of the run. The first two (about 4.6 minutes) moved that to 14.6 and 20.8; of the
 * server-held machines' paths (2026-11-28) the recharge order's and real name's go there too, the bank card's (about
 * 3.5) to chromium. The withdrawal's went back to chromium when the pay view's paths (about 2.5 minutes, demo people)
 * joined the demo project: the full run before kept the two busy 22.6 and 22.1 minutes.
 */
const BESIDE_DEMO_SPECS = /(keyboard\.spec|(registration|recharge-order|real-name)\.paths\.spec)\.ts$/;
/** The specs that move the services' clock (POST /dev/clock/advance): run last, one at a time (project `deadlines`). */
const CLOCK_SPECS = /(analysis-review|pre-review-walk|solutions|deadlines)\.spec\.ts$/;
/** Of those, the stage-2 walks: after deadlines.spec.ts (project `stage-two-clock`). */
const STAGE_TWO_CLOCK_SPECS = /(analysis-review|pre-review-walk|solutions)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir,
  fullyParallel: false,
  // Two browsers at a time (E2E_WORKERS to change): the specs that act as the shared demo accounts take turns in
  // one of them (project `demo`), every other spec makes its own members and runs beside them.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI only: a test that passes on retry is reported as flaky (and counted by scripts/run-tests.ts),
  // so an intermittent failure stays visible without failing the landing. See docs/status.md for the open one.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: e2eBaseUrl,
    locale: 'zh-CN',
    // Browsers that ask for less motion: antd then opens dialogs, menus and toasts in place, without the zoom and
    // slide whose pauses Playwright took for a settled element (tests/e2e/support/motion.ts; src/lib/reduced-motion.ts).
    // A click in a dialog that has just opened then lands where the dialog will stay.
    reducedMotion: 'reduce',
    // In CI a trace is recorded only when a failed test runs again (its one retry): recording every test's trace
    // cost about 15% of the browser suite's time (2026-11-28: 176 s against 149 s for the same two specs), and a
    // test that fails twice still leaves the trace of its second failure. Locally, every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // Accounts that must exist a while before their test (one code per identifier per 60 s): tests/e2e/support/accounts.ts.
    { name: 'accounts', testMatch: /accounts\.setup\.ts$/ },
    // Specs that sign in as the demo people (the demo member, publisher, assessors, funders) or read what they see
    // (invitation counts, workbench figures, the saved language): one at a time, in file order.
    { name: 'demo', use: { browserName: 'chromium' }, dependencies: ['accounts'], testMatch: [DEMO_SPECS, BESIDE_DEMO_SPECS], workers: 1 },
    // Specs whose people are their own (new members, operations through the API): beside the demo ones.
    { name: 'chromium', use: { browserName: 'chromium' }, dependencies: ['accounts'], testIgnore: [DEMO_SPECS, BESIDE_DEMO_SPECS, CLOCK_SPECS] },
    // Tests that move the services' clock (POST /dev/clock/advance) run last: every open window of the run ends.
    // One at a time: each spec moves the clock under the other's windows otherwise. deadlines.spec.ts first: it needs
    // the demo's open campaign to miss its window by its own move of the clock, which the stage-2 specs' weeks would end first.
    { name: 'deadlines', use: { browserName: 'chromium' }, dependencies: ['demo', 'chromium'], testMatch: /deadlines\.spec\.ts$/, workers: 1 },
    { name: 'stage-two-clock', use: { browserName: 'chromium' }, dependencies: ['deadlines'], testMatch: STAGE_TWO_CLOCK_SPECS, workers: 1 },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts --fresh',
    url: `${e2eBaseUrl}/index`,
    timeout: 240_000,
    // E2E_REUSE_SERVER=1 runs against a portal you started yourself with the same settings (debugging only:
    // its database is not fresh, so rate-limit counters carry over).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      // Per port, so that two suites on different ports can run at once without sharing a database or a build.
      DATA_DIR: `.tmp/e2e-data-${port}`,
      WEB_DIST_DIR: port === 3100 ? 'dist' : `.tmp/dist-${port}`,
      PORTAL_TEST_HOOKS: '1',
      // Each test sends its own X-Forwarded-For (tests/e2e/support/fixtures.ts) so the per-IP limits apply per test.
      TRUST_PROXY: '1',
      // Unset, as with `npm start`: the services and the gateway default to development (dev aids on), and a
      // build started here is a production build, the app people get. With NODE_ENV=development Vite would
      // build the development bundle (React StrictMode double effects), which `npm start` never serves.
      NODE_ENV: '',
    },
  },
});
