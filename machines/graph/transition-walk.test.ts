import { createActor, raise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { edgeTransitionKey, transitionKey, walkInspector, type WalkStep } from './transition-walk';
import { machineGraph } from './machine-graph';

const toy = setup({
  types: { events: {} as { type: 'go' } | { type: 'poke'; ok: boolean } | { type: 'bounce' } },
  guards: { isOk: ({ event }) => event.type === 'poke' && event.ok },
}).createMachine({
  id: 'toy',
  initial: 'a',
  states: {
    a: { on: { go: 'b', poke: [{ guard: 'isOk', target: 'c' }, { target: 'b' }] } },
    b: { entry: raise({ type: 'bounce' }), on: { bounce: 'c' } },
    c: { on: { go: 'a' } },
  },
});

function walk(events: Array<Parameters<ReturnType<typeof createActor<typeof toy>>['send']>[0]>) {
  const starts: unknown[] = [];
  const steps: WalkStep[] = [];
  const actor = createActor(toy, { inspect: walkInspector({ start: (_m, _a, value) => starts.push(value), step: (_m, _a, step) => steps.push(step) }) }).start();
  for (const event of events) actor.send(event);
  return { starts, steps };
}

describe('walkInspector', () => {
  it('reports the start and, per event taken, the transition it selected and where the actor settled', () => {
    const { starts, steps } = walk([{ type: 'poke', ok: false }, { type: 'go' }]);
    expect(starts).toEqual(['a']);
    // `poke` took its second alternative into b, whose entry raised `bounce` on to c: the step names poke's only.
    expect(steps).toEqual([
      { keys: ['toy.a|poke|1'], event: 'poke', to: 'c' },
      { keys: ['toy.c|go|0'], event: 'go', to: 'a' },
    ]);
  });

  it('leaves out events that select no transition', () => {
    const { steps } = walk([{ type: 'bounce' }, { type: 'poke', ok: true }]);
    expect(steps).toEqual([{ keys: ['toy.a|poke|0'], event: 'poke', to: 'c' }]);
  });

  it('names transitions as the drawn edges do', () => {
    const edgeKeys = new Set(machineGraph(toy).edges.map((e) => edgeTransitionKey(e.id)));
    const definitionKeys = [...toy.root.states.a!.transitions.values()].flat().map(transitionKey);
    expect(definitionKeys).toEqual(['toy.a|go|0', 'toy.a|poke|0', 'toy.a|poke|1']);
    for (const key of definitionKeys) expect(edgeKeys.has(key)).toBe(true);
  });
});
