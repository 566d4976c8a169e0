import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { allStateNodes, allTransitions, computeCoverage, percent } from './coverage';

// A small machine whose coverage is known, to prove the measure itself can fail.
const toy = setup({
  types: { events: {} as { type: 'go' } | { type: 'stop' } | { type: 'poke'; ok: boolean } },
  guards: { isOk: ({ event }) => event.type === 'poke' && event.ok },
}).createMachine({
  id: 'toy',
  initial: 'a',
  states: {
    a: { on: { go: 'b', poke: [{ guard: 'isOk', target: 'c' }, { target: 'b' }] } },
    b: { initial: 'b1', states: { b1: { on: { go: 'b2' } }, b2: {} }, on: { stop: '#toy.c' } },
    c: { type: 'final' },
  },
});

describe('computeCoverage', () => {
  it('lists every state node and transition of the machine', () => {
    expect(allStateNodes(toy).map((n) => n.id)).toEqual(['toy', 'toy.a', 'toy.b', 'toy.b.b1', 'toy.b.b2', 'toy.c']);
    expect(allTransitions(toy)).toHaveLength(5);
  });

  it('reports what a set of runs misses', () => {
    const report = computeCoverage(toy, [{ events: [{ type: 'go' }, { type: 'go' }] }]);
    expect(report.states.missing).toEqual(['#toy.c']);
    expect(report.transitions.reached).toBe(2);
    expect(report.transitions.missing).toHaveLength(3);
    expect(report.transitions.missing.some((k) => k.includes('[isOk]'))).toBe(true);
    expect(percent(report.transitions)).toBe(40);
  });

  it('counts a guarded branch only when its guard passes', () => {
    const runs = [
      { events: [{ type: 'poke', ok: true } as const] },
      { events: [{ type: 'poke', ok: false } as const, { type: 'go' } as const, { type: 'stop' } as const] },
      { events: [{ type: 'go' } as const] },
    ];
    const report = computeCoverage(toy, runs);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

describe('computeCoverage on a real model', () => {
  it('misses exactly the guarded transitions whose passing payload is left out of the model', async () => {
    const { registrationModel } = await import('../auth/registration.model');
    const { shortestPaths } = await import('./model');
    // Event types the model does not list are still sent bare ({ type }), so leave out a payload instead.
    const spec = {
      ...registrationModel,
      events: registrationModel.events.filter((e) => !(e.type === 'code.sendFailed' && e.status === 400)),
    };
    const runs = shortestPaths(spec).map(({ input, path }) => ({ input, events: path.steps.map((s) => s.event) }));
    const report = computeCoverage(spec.machine, runs);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([
      '#registration.identify.sending --code.sendFailed#0 [isCaptchaRejected]--> #registration.identify.loadingCaptcha',
      '#registration.verify.resending --code.sendFailed#0 [isCaptchaRejected]--> #registration.verify.entering',
    ]);
  });
});
