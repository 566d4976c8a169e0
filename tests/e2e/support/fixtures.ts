/**
 * The `test` every browser spec imports. Each test comes from its own client address: the portal's per-IP
 * limits (20 code sends an hour, 30 sign-ins per 15 minutes, 60 captchas per 10 minutes) are real and would
 * otherwise be shared by the whole suite. The web server runs with TRUST_PROXY=1 (playwright.config.ts), so
 * the gateway takes the client from `X-Forwarded-For`; direct calls to the services come from loopback, which
 * the services trust to name the client. Tests of the limits themselves live in the service suites.
 *
 * The addresses are loopback ones (127.x.y.z), as the test runner really is on the portal's machine: the
 * development aids (outbox, captcha answers, clock) answer only loopback clients and operations staff
 * (services/dev/dev-access.ts), and the outbox page and the direct calls of support/portal.ts need them.
 */
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { test as base, type APIRequestContext } from '@playwright/test';
import { appendWalks, type WalkRecord } from '../../../machines/testing/walk-log';
import { e2eApiUrl } from '../../../playwright.config';
import type { ObservedStep } from '../../../services/lib/step-observer';
import type { RecordedWalk } from '../../../src/lib/machine-recorder';
import { clickOnlyWhenSettled } from './motion';

export { expect } from '@playwright/test';
export type { Page, Locator, APIRequestContext } from '@playwright/test';

/** A stable loopback address per test and attempt (127.x.y.z, never 127.0.0.1 itself). */
export function clientAddressFor(testId: string, retry: number): string {
  const digest = createHash('sha256').update(`${testId}#${retry}`).digest();
  return `127.${(digest[0] % 255) + 1}.${digest[1]}.${(digest[2] % 250) + 2}`;
}

/** The walks of one test, as the coverage report reads them (machines/testing/walk-log.ts). */
export function walksOf(records: readonly RecordedWalk[], test: { file: string; title: string }): WalkRecord[] {
  const runs = new Map<string, WalkRecord>();
  const walk = (key: string, machine: string) => {
    let found = runs.get(key);
    if (!found) runs.set(key, (found = { source: 'browser', machine, ...test, initial: null, steps: [] }));
    return found;
  };
  for (const record of records) {
    if (record.kind === 'start') walk(`run ${record.run}`, record.machine).initial = record.value;
    else if (record.kind === 'step') walk(`run ${record.run}`, record.machine).steps.push(record.step);
    else (walk(`entity ${record.entity}`, record.machine).observed ??= []).push(...record.steps);
  }
  return [...runs.values()];
}

/**
 * The steps of server-held entities (a breakdown plan, a review task) that the test's pages caused through the
 * gateway, as the services kept them for the test's client address (services/dev/walk-recorder.ts,
 * `GET /dev/machine-walks`): what the person's clicks did on the server, not what the test prepared through the REST
 * services.
 */
export async function serverSteps(request: APIRequestContext, client: string): Promise<RecordedWalk[]> {
  const response = await request.get(`${e2eApiUrl}/dev/machine-walks?client=${encodeURIComponent(client)}`);
  if (!response.ok()) throw new Error(`GET /dev/machine-walks answered ${response.status()}: ${await response.text()}`);
  const steps = ((await response.json()) as { data: ObservedStep[] }).data;
  return steps.map(({ machine, entity, event, from, to }) => ({ kind: 'observed', machine, entity: `server ${entity}`, steps: [{ event, from, to }] }));
}

/**
 * `recordWalks` (an option, `test.use({ recordWalks: true })`): the pages' machine walks are collected into
 * `machineWalks` even without MACHINE_COVERAGE_DIR; the generated paths (tests/e2e/model) check with them that the
 * page's machine took each step of the path.
 */
export type WalkFixtures = { recordWalks: boolean; machineWalks: RecordedWalk[] };

export const test = base.extend<WalkFixtures>({
  recordWalks: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  machineWalks: async ({}, use) => {
    await use([]);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressFor(testInfo.testId, testInfo.retry) });
  },
  // With MACHINE_COVERAGE_DIR set (scripts/run-tests.ts), the pages of the test's context hand over what their
  // machines walk (src/lib/machine-recorder.ts), written after the test with its file and title for the coverage
  // report, and the steps of server-held entities that those pages caused (`serverSteps`). A context a test opens
  // itself (browser.newContext) is not recorded.
  // Clicks wait until antd's dialogs and popups have finished coming in (./motion.ts).
  context: async ({ context, recordWalks, machineWalks }, use, testInfo) => {
    await clickOnlyWhenSettled(context);
    const dir = process.env.MACHINE_COVERAGE_DIR;
    if (!dir && !recordWalks) {
      await use(context);
      return;
    }
    await context.exposeFunction('__recordMachineWalk', (record: RecordedWalk) => {
      machineWalks.push(record);
    });
    await use(context);
    if (!dir) return;
    try {
      machineWalks.push(...(await serverSteps(context.request, clientAddressFor(testInfo.testId, testInfo.retry))));
    } catch (error) {
      // The report then lacks this test's server steps; the browser floors (README) show it, the test itself stands.
      console.warn(`machine coverage: no server steps for "${testInfo.title}": ${String(error)}`);
    }
    const file = relative(process.cwd(), testInfo.file).split('\\').join('/');
    appendWalks(dir, file, walksOf(machineWalks, { file, title: testInfo.titlePath.slice(1).join(' › ') }));
  },
});
