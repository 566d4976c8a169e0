/**
 * Model-based testing helpers over `xstate/graph` (test-only code: imported by `*.test.ts` and `*.model.ts`).
 *
 * A `ModelSpec` lists, per machine, the events to explore: for every guarded event one payload that passes
 * and one that the guard must refuse. Traversal keeps only events the machine accepts
 * (`filterEvents: snapshot.can`); the refused payloads are checked separately in every state that handles
 * their type (`expectRefused`).
 */
import { createActor, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';
import { createTestModel, type StatePath } from 'xstate/graph';
import { expect } from 'vitest';
import { walkInspector, type WalkStep } from '../graph/transition-walk';
import { appendWalks, relativeToRoot, walkLogDir } from './walk-log';
import { serializeStep } from './serialize-step';

export { serializeStep };

export type ModelSpec<M extends AnyStateMachine = AnyStateMachine> = {
  machine: M;
  /** Inputs to explore from; each gives its own model (default: no input). */
  inputs?: Array<InputFrom<M>>;
  /** Payloads the machine should accept somewhere. */
  events: Array<EventFromLogic<M>>;
  /** Payloads a guard must refuse wherever their type is handled. */
  refused?: Array<EventFromLogic<M>>;
  /**
   * What of the context tells states apart during traversal (default: all of it). Keep what guards and
   * checks depend on and drop free text (messages, ids) so the number of paths stays small.
   */
  project?: (context: SnapshotFrom<M>['context']) => unknown;
};

export function buildTestModel<M extends AnyStateMachine>(spec: ModelSpec<M>, input?: InputFrom<M>) {
  return createTestModel(spec.machine, {
    events: spec.events as never,
    input,
    filterEvents: (snapshot, event) => (snapshot as unknown as { can(e: unknown): boolean }).can(event),
    serializeState: serializeStep(spec.project as ((context: unknown) => unknown) | undefined) as never,
  });
}

export type ModelPath<M extends AnyStateMachine> = {
  input: InputFrom<M> | undefined;
  path: StatePath<SnapshotFrom<M>, EventFromLogic<M>> & { description: string; test: (p: never) => Promise<unknown> };
};

/** Shortest paths for every input of the spec. */
export function shortestPaths<M extends AnyStateMachine>(spec: ModelSpec<M>): Array<ModelPath<M>> {
  const inputs = spec.inputs?.length ? spec.inputs : [undefined];
  return inputs.flatMap((input) =>
    buildTestModel(spec, input as InputFrom<M>)
      .getShortestPaths()
      .map((path) => ({ input: input as InputFrom<M> | undefined, path: path as unknown as ModelPath<M>['path'] })),
  );
}

/** What a state check sees: the running actor, the model's snapshot, the last event and the actions it ran. */
export type StepView<M extends AnyStateMachine> = {
  snapshot: SnapshotFrom<M>;
  /** The actor's snapshot before the last event (for the first step: the initial one). */
  previous: SnapshotFrom<M>;
  model: SnapshotFrom<M>;
  event: EventFromLogic<M> | { type: 'xstate.init' };
  /** Action names run by the last event (for the first step: by starting the actor), in order. */
  actions: string[];
};

/**
 * Runs one path against a real actor of the machine (as a shell would run it), recording every action it
 * executes, and calls `check` after each step. Also asserts that the actor agrees with the model and that
 * every refused payload whose type the state handles is refused and changes nothing.
 */
export async function runPath<M extends AnyStateMachine>(
  spec: ModelSpec<M>,
  { input, path }: ModelPath<M>,
  check: (view: StepView<M>) => void,
): Promise<void> {
  const actions: string[] = [];
  // What this path walked, for the coverage report (walk-log.ts): the same inspector the browser uses.
  const walk: { initial: unknown; steps: WalkStep[] } = { initial: null, steps: [] };
  const walked = walkInspector({
    start: (_machine, _actor, value) => (walk.initial = value),
    step: (_machine, _actor, step) => walk.steps.push(step),
  });
  const actor = createActor(spec.machine, {
    input: input as never,
    inspect: (ev) => {
      if (ev.type === '@xstate.action') actions.push((ev as { action: { type: string } }).action.type);
      walked(ev);
    },
  });
  actor.start();
  let lastEvent: StepView<M>['event'] = { type: 'xstate.init' };
  let previous = actor.getSnapshot() as SnapshotFrom<M>;
  const types = new Set([...spec.events, ...(spec.refused ?? [])].map((e) => e.type));
  const events = Object.fromEntries(
    [...types].map((type) => [
      type,
      (step: { event: EventFromLogic<M> }) => {
        actions.length = 0;
        lastEvent = step.event;
        previous = actor.getSnapshot() as SnapshotFrom<M>;
        actor.send(step.event);
      },
    ]),
  );
  await path.test({
    events,
    states: {
      '*': (model: SnapshotFrom<M>) => {
        const snapshot = actor.getSnapshot() as SnapshotFrom<M>;
        expectSame(snapshot, model, spec.project as ((context: unknown) => unknown) | undefined);
        expectRefused(spec, snapshot);
        check({ snapshot, previous, model, event: lastEvent, actions: [...actions] });
      },
    },
  } as never);
  actor.stop();
  const dir = walkLogDir();
  if (dir) {
    const { testPath, currentTestName } = expect.getState();
    const file = relativeToRoot(testPath ?? 'unknown');
    appendWalks(dir, file, [
      { source: 'unit', machine: spec.machine.id, file, title: currentTestName ?? '', initial: walk.initial as never, steps: walk.steps },
    ]);
  }
}

/** The model is an abstraction: the actor must agree with it on the state value and the projected context. */
function expectSame(
  actual: { value: unknown; context: unknown },
  model: { value: unknown; context: unknown },
  project: (context: unknown) => unknown = (context) => context,
): void {
  const a = JSON.stringify({ value: actual.value, context: project(actual.context) });
  const m = JSON.stringify({ value: model.value, context: project(model.context) });
  if (a !== m) throw new Error(`actor and model disagree:\n actor ${a}\n model ${m}`);
}

function expectRefused<M extends AnyStateMachine>(spec: ModelSpec<M>, snapshot: SnapshotFrom<M>): void {
  for (const event of spec.refused ?? []) {
    if ((snapshot as { can(e: unknown): boolean }).can(event)) {
      throw new Error(`${JSON.stringify(event)} must be refused in ${JSON.stringify((snapshot as { value: unknown }).value)}`);
    }
  }
}
