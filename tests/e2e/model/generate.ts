/**
 * Turns a UI model into Playwright tests (README "Generated browser paths"): one test per generated path, named
 * by the machine and the events in order. Per step the runner does what the UI model says the event takes (a
 * person's action, or causing or waiting for the services' answer), waits until the page's own machine took that
 * very transition (its walk recorder, src/lib/machine-recorder.ts: the same transition keys and state value as
 * the path), then runs the state's checks. A failure names the machine, the path and the state; Playwright keeps
 * the trace. Payloads the UI model cannot drive are listed, with why, as annotations of the first path's test.
 */
import { getInitialSnapshot, type AnyStateMachine, type EventObject, type StateValue } from 'xstate';
import type { Page } from '@playwright/test';
import { CREATE_EVENT, stateValueToString } from '../../../machines/shared/lifecycle';
import type { RecordedWalk } from '../../../src/lib/machine-recorder';
import { clientAddressFor, serverSteps, test as base } from '../support/fixtures';
import { eventLabel, FULL_PATH_BOUND, generatePaths, type BrowserPath, type PathStep } from './paths';
import { eventUi, type AnyUiModel, type UiModel } from './ui-model';

/** How long the page may take to reach the next step of the path (the services answer, a captcha loads). */
const STEP_TIMEOUT_MS = 20_000;

/** The dotted paths of the states a value is in, ancestors first: `{ code: 'ready' }` → `code`, `code.ready`. */
export function statePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) => [`${prefix}${key}`, ...statePaths(child as StateValue, `${prefix}${key}.`)]);
}

const leaf = (value: unknown) => statePaths(value as StateValue).at(-1) ?? String(value);

type Run = { run: string; value: StateValue; steps: PathStep[] };

/** The walk recorder's run of `machine` that started last, and its steps so far. */
function latestRun(walks: readonly RecordedWalk[], machine: string): Run | null {
  const start = walks.filter((w) => w.kind === 'start' && w.machine === machine).at(-1);
  if (!start || start.kind !== 'start') return null;
  const steps = walks
    .filter((w): w is Extract<RecordedWalk, { kind: 'step' }> => w.kind === 'step' && w.run === start.run)
    .map((w) => ({ event: { type: w.step.event }, to: w.step.to, keys: w.step.keys }));
  return { run: start.run, value: start.value, steps };
}

/**
 * The entity of the server-held `machine` that the test's pages created last (or `known`, one that existed before),
 * as a run: the steps the services logged for it (`entity.create` starts a created one; the services name no
 * transition keys). Reads the steps logged since the last call (`GET /dev/machine-walks` hands each out once) and
 * keeps them in `walks`, where the coverage report finds them too.
 */
async function latestEntity(page: Page, walks: RecordedWalk[], machine: string, initial: StateValue, known?: string): Promise<Run | null> {
  const info = base.info();
  walks.push(...(await serverSteps(page.request, clientAddressFor(info.testId, info.retry))));
  const observed = walks.filter((w): w is Extract<RecordedWalk, { kind: 'observed' }> => w.kind === 'observed' && w.machine === machine);
  // serverSteps names an entity `server <type>:<id>`
  const entity = known ? `server ${known}` : observed.filter((w) => w.steps[0]?.event === CREATE_EVENT).at(-1)?.entity;
  if (!entity) return null;
  const steps = observed
    .filter((w) => w.entity === entity)
    .flatMap((w) => w.steps)
    .filter((step) => step.event !== CREATE_EVENT)
    .map((step) => ({ event: { type: step.event }, to: step.to, keys: [] }));
  return { run: entity, value: initial, steps };
}

class PathFailure extends Error {}

export function generatePathTests<M extends AnyStateMachine, P, S>(test: typeof base, flow: UiModel<M, P, S>): void {
  const model = flow as unknown as AnyUiModel;
  const generated = generatePaths(model);
  const machine = generated.machine;
  const { paths } = generated;

  test.describe(`${machine} ${model.title} (generated, ${generated.mode === 'full' ? `PATHS=full, at most ${FULL_PATH_BOUND}` : 'transition cover'})`, () => {
    test.use({ recordWalks: true });
    // Paths share nothing but the order in which their members were prepared.
    const prepared: unknown[] = [];

    test.beforeAll(async ({ playwright }) => {
      test.setTimeout(30_000 + (model.prepareMs ?? 0) + paths.length * 10_000);
      // All at once, each member from an address of its own: the per-IP code and captcha limits are the services'
      // real ones, and a preparation that waits out a minute does not make the others wait.
      await Promise.all(
        paths.map(async (_, index) => {
          const api = await playwright.request.newContext({
            extraHTTPHeaders: { 'X-Forwarded-For': clientAddressFor(`${machine}#prepare#${index}#${Date.now()}`, 0) },
          });
          try {
            prepared[index] = await model.prepare(api);
          } finally {
            await api.dispose();
          }
        }),
      );
    });

    // What the browser paths leave out, and why: annotations of the first path's test (the report lists them).
    const leftOut = [
      ...generated.notDrivable.map(({ event, why }) => ({ type: 'not driven in the browser', description: `${eventLabel(event)} ${JSON.stringify(event)}: ${why}` })),
      ...(generated.leftOut > 0 ? [{ type: 'not generated', description: `${generated.leftOut} simple paths beyond the bound of ${FULL_PATH_BOUND}` }] : []),
    ];

    paths.forEach((path, index) => {
      test(`${machine} path ${index + 1}/${paths.length}: ${path.events}`, { annotation: index === 0 ? leftOut : [] }, async ({ page, machineWalks }) => {
        // Generous: the longest paths take some 20 steps on a busy machine.
        test.setTimeout(150_000);
        await runPath(model, machine, path, index, { page, machineWalks, prepared: prepared[index] });
      });
    });
  });
}

async function runPath(
  model: AnyUiModel,
  machine: string,
  path: BrowserPath,
  index: number,
  { page, machineWalks, prepared }: { page: Page; machineWalks: RecordedWalk[]; prepared: unknown },
): Promise<void> {
  const where = `${machine}, path ${index + 1} (${path.events})`;
  const fail = (state: string, message: string): never => {
    throw new PathFailure(`${where}\n  state ${state}: ${message}`);
  };

  const session = await base.step(`start ${machine}`, () => model.start({ page, prepared }));
  // From here the page's clock is Playwright's (following real time), so `timer.expired` (a countdown) can be
  // caused without waiting. Installed after the start: the login dialog did not open under it on a fresh page.
  await page.clock.install();

  const checkState = async (value: unknown, step: { event: EventObject; next: EventObject | undefined }) => {
    const keys = statePaths(value as StateValue).filter((key) => key in model.states);
    if (keys.length === 0) fail(leaf(value), `the UI model has no check for this state or its parents (${statePaths(value as StateValue).join(', ')})`);
    for (const key of keys) {
      try {
        await model.states[key]({ page, session, ...step });
      } catch (error) {
        fail(leaf(value), `its check "${key}" failed after ${eventLabel(step.event)}:\n${(error as Error).message}`);
      }
    }
  };

  const held = model.heldBy ?? 'page';
  const initial = getInitialSnapshot(model.spec.machine, model.input).value;
  // The run the path is checked against: the page's actor, or the entity the services hold (none before it exists).
  const known = model.entity?.(session);
  const current = held === 'page' ? async () => latestRun(machineWalks, machine) : () => latestEntity(page, machineWalks, machine, initial, known);
  let runId: string | null = null;
  if (held === 'page') {
    // The machine started where the path does.
    let run = await current();
    const until = Date.now() + STEP_TIMEOUT_MS;
    while (!run && Date.now() < until) {
      await page.waitForTimeout(100);
      run = await current();
    }
    if (!run) fail('(start)', 'the page started no actor of this machine (is the flow made with useFlowActor?)');
    runId = run!.run;
  }
  const startValue = held === 'page' ? (await current())!.value : initial;
  await base.step(`(start) → ${leaf(startValue)}`, () => checkState(startValue, { event: { type: 'xstate.init' }, next: path.steps[0]?.event }));

  // The machine (the page's, or the services' entity) takes the path's steps: the same transitions, the same states.
  const awaitTaken = async (j: number, after: string) => {
    const step = path.steps[j];
    const label = eventLabel(step.event);
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    for (;;) {
      const run = await current();
      // A server-held entity exists from its first step on.
      if (run && runId === null && held === 'services') runId = run.run;
      if (run && run.run !== runId) fail(leaf(step.to), `the page started the machine again (after ${after})`);
      const taken = run?.steps[j];
      if (taken) {
        const sameKeys = held === 'services' || taken.keys.join() === step.keys.join();
        const sameState = held === 'services' ? taken.to === stateValueToString(step.to) : JSON.stringify(taken.to) === JSON.stringify(step.to);
        if (taken.event.type !== step.event.type || !sameKeys || !sameState) {
          fail(
            leaf(step.to),
            `the page took ${taken.event.type} [${taken.keys.join(', ')}] to ${JSON.stringify(taken.to)}, the path ${label} [${step.keys.join(', ')}] to ${JSON.stringify(step.to)}`,
          );
        }
        return;
      }
      if (Date.now() > deadline) {
        const at = run?.steps.at(-1)?.to ?? run?.value;
        fail(leaf(step.to), `the ${held === 'page' ? "page's machine" : "services' entity"} did not take ${label} within ${STEP_TIMEOUT_MS / 1000} s (it is in ${JSON.stringify(at)})`);
      }
      await page.waitForTimeout(held === 'page' ? 100 : 250);
    }
  };

  // Steps the services log only with the next one's request (`loggedWithNext`), checked when that one is.
  let unchecked = 0;
  for (const [i, step] of path.steps.entries()) {
    const next = path.steps[i + 1]?.event;
    const label = eventLabel(step.event);
    await base.step(`${label} → ${leaf(step.to)}`, async () => {
      const ui = eventUi(model, step.event);
      if ('notDrivable' in ui) fail(leaf(step.to), `${label} is not drivable (${ui.notDrivable}) yet a path took it`);
      else if (ui.drive) {
        try {
          await ui.drive({ page, session, event: step.event, next });
        } catch (error) {
          fail(i === 0 ? leaf(startValue) : leaf(path.steps[i - 1].to), `doing ${label} failed:\n${(error as Error).message}`);
        }
      }
      if (!('loggedWithNext' in ui && ui.loggedWithNext)) {
        for (; unchecked <= i; unchecked++) await awaitTaken(unchecked, label);
      }
      await checkState(step.to, { event: step.event, next });
    });
  }
}
