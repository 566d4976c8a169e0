// `npm test`: the import-boundaries lint (`npm run lint`, rules in .dependency-cruiser.mjs), the type check, every
// Vitest suite (machines, services on PGlite and, with TEST_DATABASE_URL, PostgreSQL, gateway, app) and the
// Playwright browser suite, in that order, then the machines' coverage report (scripts/machine-coverage.ts: what the
// model tests and the browser tests walked, and the browser floors of tests/machine-coverage-thresholds.json). It
// ends with one plain line
// "tests: N passed, M failed" summing both runners, which CI reads, and exits non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.tmp', 'reports');
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
for (const file of [vitestReport, playwrightReport]) rmSync(file, { force: true });
// What the model tests and the browser tests walk (machines/testing/walk-log.ts, tests/e2e/support/fixtures.ts).
const walks = join(reports, 'machine-walks');
rmSync(walks, { recursive: true, force: true });

// Optional: "unit", "e2e", or "paths-full": only the generated browser paths, every simple path of each flow
// (`PATHS=full`, README "Generated browser paths"), the long run for a nightly schedule rather than every landing.
const only = process.argv[2];
const failures: string[] = [];

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(`${name} (exit ${result.status ?? result.signal})`);
}

const bin = (name: string) => join(root, 'node_modules', '.bin', name);

if (!only || only === 'unit') {
  step('lint', 'npm', ['run', '--silent', 'lint']);
  step('type check', bin('tsc'), ['--noEmit', '-p', '.']);
  mkdirSync(join(walks, 'unit'), { recursive: true });
  step('vitest', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
    MACHINE_COVERAGE_DIR: join(walks, 'unit'),
  });
}
const pathsFull = only === 'paths-full';
if (!only || only === 'e2e' || pathsFull) {
  mkdirSync(join(walks, 'browser'), { recursive: true });
  // paths-full: the accounts set-up the paths' members start from, and every *.paths.spec.ts, with every simple path.
  step('playwright', bin('playwright'), ['test', '--reporter=list,json', ...(pathsFull ? ['accounts.setup', '.paths.spec'] : [])], {
    ...(pathsFull ? { PATHS: 'full' } : {}),
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    MACHINE_COVERAGE_DIR: join(walks, 'browser'),
  });
}
// The report of both runs, and the browser floors (checked only when the whole browser suite ran: the floors count
// the hand-written specs' walks too).
step('machine coverage', bin('tsx'), ['scripts/machine-coverage.ts', '--walks', walks, ...(pathsFull ? [] : ['--check'])]);

let passed = 0;
let failed = 0;
if (existsSync(vitestReport)) {
  const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numRuntimeErrorTestSuites ?? 0);
}
if (existsSync(playwrightReport)) {
  const p = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
}
if (failures.length) console.log(`\nFailed steps: ${failures.join('; ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
