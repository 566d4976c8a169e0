/**
 * The browser paths of a UI model, generated from its machine with `xstate/graph` (README "Generated browser
 * paths"). Pure: no browser here.
 *
 * - Only the payloads the UI model can drive are explored (`notDrivable` ones are left out and reported), and only
 *   those the machine accepts where they are sent (`filterEvents: snapshot.can`), as in machines/testing/model.ts.
 * - Default (`cover`): the shortest path to every transition the drivable events reach (the state key includes the
 *   event and the state it came from, so a path ends after each transition), then a greedy cover: the path that
 *   takes the most transitions not yet taken, until every one is taken. Loops (resend, wrong code) are
 *   transitions, so each is walked at least once.
 * - `PATHS=full`: every maximal simple path (no state, value and projected context, entered twice; a path that is
 *   the start of a longer one is walked by that one), stopping at `FULL_PATH_BOUND`.
 */
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { transitionKey } from '../../../machines/graph/transition-walk';
import { serializeStep } from '../../../machines/testing/serialize-step';
import { eventUi, type AnyUiModel } from './ui-model';

/** At most this many paths per UI model with `PATHS=full` (the written bound of issue 13). */
export const FULL_PATH_BOUND = 200;

export type PathMode = 'cover' | 'full';

export type PathStep = {
  event: EventObject;
  /** The state value the machine settles in. */
  to: unknown;
  /** The transitions the event takes (`source|event|order`, as the page's walk recorder names them). */
  keys: string[];
};

export type BrowserPath = { events: string; steps: PathStep[] };

export type GeneratedPaths = {
  machine: string;
  mode: PathMode;
  paths: BrowserPath[];
  /** Every transition the drivable events reach, and the payloads left out as not drivable (with why). */
  transitions: string[];
  notDrivable: Array<{ event: EventObject; why: string }>;
  /** Full mode only: simple paths beyond the bound, not generated. */
  leftOut: number;
};

export function pathMode(value = process.env.PATHS): PathMode {
  return value === 'full' ? 'full' : 'cover';
}

/** An event as a test title names it: the type, and what tells its payloads apart. */
export function eventLabel(event: EventObject): string {
  const e = event as EventObject & Record<string, unknown>;
  if (e.type === 'method.select') return `${e.type}(${String(e.method)})`;
  if (e.type === 'code.sendFailed') return `${e.type}(${String(e.status)})`;
  if (e.type === 'application.submit') return `${e.type}(${[e.subjectType, e.method].filter(Boolean).join(', ')})`;
  return e.type;
}

function stepsOf(machine: AnyStateMachine, initial: AnyMachineSnapshot, events: EventObject[]): PathStep[] {
  let snapshot = initial;
  return events.map((event) => {
    const keys = (machine.getTransitionData(snapshot as never, event as never) as AnyTransitionDefinition[]).map(transitionKey);
    [snapshot] = transition(machine, snapshot, event as never) as [AnyMachineSnapshot, unknown];
    return { event, to: snapshot.value, keys };
  });
}

function asPath(steps: PathStep[]): BrowserPath {
  return { steps, events: steps.map((s) => eventLabel(s.event)).join(' → ') };
}

/** Greedy cover: the path with the most new transitions first (the shorter on a tie), until none is new. */
function cover(paths: BrowserPath[]): BrowserPath[] {
  const left = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.keys)));
  const chosen: BrowserPath[] = [];
  const pool = [...paths];
  while (left.size > 0) {
    let best: BrowserPath | null = null;
    let bestNew = 0;
    for (const path of pool) {
      const fresh = new Set(path.steps.flatMap((s) => s.keys).filter((k) => left.has(k))).size;
      if (fresh > bestNew || (fresh === bestNew && best && fresh > 0 && path.steps.length < best.steps.length)) {
        best = path;
        bestNew = fresh;
      }
    }
    if (!best) break;
    chosen.push(best);
    pool.splice(pool.indexOf(best), 1);
    for (const s of best.steps) for (const k of s.keys) left.delete(k);
  }
  return chosen;
}

export function generatePaths(model: AnyUiModel, mode: PathMode = pathMode()): GeneratedPaths {
  const { machine, project } = model.spec;
  const payloads = (model.events ?? model.spec.events) as EventObject[];
  const notDrivable: GeneratedPaths['notDrivable'] = [];
  const drivable = payloads.filter((event) => {
    const ui = eventUi(model, event);
    if ('notDrivable' in ui) notDrivable.push({ event, why: ui.notDrivable });
    return !('notDrivable' in ui);
  });
  const allowed = new Set(drivable.map((event) => JSON.stringify(event)));
  const projection = (project ?? ((context: unknown) => context)) as (context: unknown) => unknown;
  // Only the drivable payloads (xstate/graph adds a bare `{ type }` for every other event the machine names), where
  // the machine accepts them and the browser can bring them about.
  const accepts = (snapshot: AnyMachineSnapshot, event: EventObject) => {
    if (!allowed.has(JSON.stringify(event)) || !snapshot.can(event as never)) return false;
    const ui = eventUi(model, event);
    return !('when' in ui && ui.when) || ui.when(snapshot);
  };
  const options = (serializeState: unknown) => ({
    events: drivable as never,
    input: model.input,
    filterEvents: accepts,
    serializeState: serializeState as never,
  });

  const shortest = createTestModel(machine, options(serializeStep(projection)));
  const initial = shortest.getShortestPaths()[0]?.steps[0]?.state as AnyMachineSnapshot;
  // A path does not end on a step the services log only with the next one (`loggedWithNext`): it goes on with the
  // first drivable event the machine then accepts, so that the step is logged, checked and counted.
  const loggedLater = (event: EventObject | undefined) => {
    const ui = event && eventUi(model, event);
    return !!ui && 'loggedWithNext' in ui && !!ui.loggedWithNext;
  };
  const completed = (events: EventObject[]) => {
    if (!loggedLater(events.at(-1))) return events;
    let snapshot = initial;
    for (const event of events) [snapshot] = transition(machine, snapshot, event as never) as [AnyMachineSnapshot, unknown];
    const follow = drivable.find((event) => accepts(snapshot, event));
    return follow ? [...events, follow] : events;
  };
  const toPath = (events: EventObject[]) => asPath(stepsOf(machine, initial, completed(events)));
  const shortestPaths = shortest
    .getShortestPaths()
    .map((p) => toPath(p.steps.map((s) => s.event as EventObject).filter((e) => e.type !== 'xstate.init')))
    .filter((p) => p.steps.length > 0);
  const transitions = [...new Set(shortestPaths.flatMap((p) => p.steps.flatMap((s) => s.keys)))].sort();
  if (mode === 'cover') return { machine: machine.id, mode, paths: cover(shortestPaths), transitions, notDrivable, leftOut: 0 };

  // Every maximal simple path over states told apart by value and projected context.
  const plain = createTestModel(
    machine,
    options((snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: projection(snapshot.context) })),
  );
  const adjacency = plain.getAdjacencyMap() as unknown as Record<string, { transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;
  const keyOf = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: projection(snapshot.context) });
  const found: EventObject[][] = [];
  let leftOut = 0;
  const visited = new Set<string>();
  const walk = (at: string, events: EventObject[]) => {
    visited.add(at);
    let extended = false;
    for (const { event, state } of Object.values(adjacency[at]?.transitions ?? {})) {
      const to = keyOf(state);
      if (visited.has(to)) continue;
      extended = true;
      walk(to, [...events, event]);
    }
    if (!extended && events.length > 0) {
      if (found.length < FULL_PATH_BOUND) found.push(events);
      else leftOut++;
    }
    visited.delete(at);
  };
  walk(keyOf(initial), []);
  return { machine: machine.id, mode, paths: found.map(toPath), transitions, notDrivable, leftOut };
}
