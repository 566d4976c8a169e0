import { describe, expect, it } from 'vitest';
import { and, createMachine, not, or, setup, stateIn } from 'xstate';
import { actionName, guardName, machineGraph, type GraphEdge } from './machine-graph';
import { edgeLabelLines, edgeLabelText } from './edge-label';
import { sampleMachine } from './sample-machine.fixture';

const graph = machineGraph(sampleMachine);
const node = (id: string) => {
  const n = graph.nodes.find((x) => x.id === id);
  if (!n) throw new Error(`no node ${id}`);
  return n;
};
const edgesFrom = (source: string, event?: string) =>
  graph.edges.filter((e) => e.source === source && (event === undefined || e.event === event));

describe('machineGraph', () => {
  it('takes the id and the bilingual title from the root meta', () => {
    expect(graph.id).toBe('sample');
    expect(graph.title).toEqual({ zh: '示例流程', en: 'Sample flow' });
  });

  it('lists every state node once, parents before children, with parent ids and depth', () => {
    const ids = graph.nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      'sample',
      'sample.form',
      'sample.sending',
      'sample.verify',
      'sample.verify.entering',
      'sample.verify.checking',
      'sample.verify.failed',
      'sample.verify.ok',
      'sample.verify.hist',
      'sample.both',
      'sample.both.left',
      'sample.both.left.l1',
      'sample.both.left.l2',
      'sample.both.right',
      'sample.both.right.r1',
      'sample.both.right.r2',
      'sample.done',
    ]);
    expect(node('sample')).toMatchObject({ parentId: null, depth: 0, type: 'compound' });
    expect(node('sample.verify.entering')).toMatchObject({ parentId: 'sample.verify', depth: 2, key: 'entering' });
    const index = new Map(ids.map((id, i) => [id, i]));
    for (const n of graph.nodes) if (n.parentId) expect(index.get(n.parentId)!).toBeLessThan(index.get(n.id)!);
  });

  it('marks types, initial children, tags, entry actions and history kind', () => {
    expect(node('sample.both').type).toBe('parallel');
    expect(node('sample.verify.ok').type).toBe('final');
    expect(node('sample.verify.hist')).toMatchObject({ type: 'history', history: 'shallow' });
    expect(graph.nodes.filter((n) => n.initial).map((n) => n.id)).toEqual([
      'sample.form',
      'sample.verify.entering',
      'sample.both.left.l1',
      'sample.both.right.r1',
    ]);
    // Regions of a parallel state are all active: none of them is "the" initial one.
    expect(node('sample.both.left').initial).toBe(false);
    expect(node('sample.sending').tags).toEqual(['busy']);
    expect(node('sample.form').entry).toEqual(['logEntry']);
  });

  it('reads descriptions in both languages, falling back to the XState description', () => {
    expect(node('sample.verify.checking').description).toEqual({ zh: '校验中', en: 'Checking' });
    expect(node('sample.done').description).toEqual({ zh: 'Plain XState description', en: 'Plain XState description' });
    expect(node('sample').description).toEqual({ zh: '示例流程', en: 'Sample flow' });
  });

  it('keeps guarded alternatives of one event in order, with readable guard names', () => {
    const submit = edgesFrom('sample.form', 'form.submit');
    expect(submit.map((e) => [e.order, e.target, e.guard])).toEqual([
      [0, 'sample.sending', 'isValid && !isBlocked'],
      [1, 'sample.done', 'isBlocked || tooManyTries'],
      [2, 'sample.form', undefined],
    ]);
    expect(submit[0]!.actions).toEqual(['sendCode']);
    // The fallback alternative has no target: it stays and only runs its (parameterized) action.
    expect(submit[2]).toMatchObject({ targetless: true, internal: true, actions: ['showError'] });
  });

  it('draws one edge per target of a multi-target transition', () => {
    const split = edgesFrom('sample.form', 'flow.split');
    expect(split.map((e) => e.target)).toEqual(['sample.both.left.l2', 'sample.both.right.r2']);
    expect(new Set(split.map((e) => e.id)).size).toBe(2);
    expect(split.every((e) => !e.internal && !e.targetless)).toBe(true);
  });

  it('names built-in actions and handles targetless transitions as internal self edges', () => {
    const typed = edgesFrom('sample.verify.entering', 'code.typed');
    expect(typed).toHaveLength(1);
    expect(typed[0]).toMatchObject({ source: 'sample.verify.entering', target: 'sample.verify.entering', actions: ['assign'], internal: true, targetless: true });
    expect(edgesFrom('sample.sending', 'code.sendFailed')[0]!.actions).toEqual(['raise(form.back)']);
  });

  it('includes always, done and history-default transitions', () => {
    const always = edgesFrom('sample.verify.checking', '');
    expect(always.map((e) => [e.kind, e.guard, e.target])).toEqual([
      ['always', 'tooManyTries', 'sample.verify.failed'],
      ['always', undefined, 'sample.verify.ok'],
    ]);
    const done = edgesFrom('sample.verify').filter((e) => e.kind === 'done');
    expect(done.map((e) => [e.event, e.target])).toEqual([['xstate.done.state.sample.verify', 'sample.both']]);
    // No configured target: the history default is the parent's initial state.
    expect(edgesFrom('sample.verify.hist').map((e) => [e.kind, e.target])).toEqual([['always', 'sample.verify.entering']]);
  });

  it('tells transitions into descendants (internal) from ones that leave the source', () => {
    const reset = edgesFrom('sample', 'flow.reset')[0]!;
    expect(reset).toMatchObject({ target: 'sample.form', internal: true, actions: ['clearInputs'] });
    expect(edgesFrom('sample.verify', 'form.back')[0]).toMatchObject({ target: 'sample.verify.hist', internal: true });
    expect(edgesFrom('sample.both', 'form.back')[0]).toMatchObject({ target: 'sample.done', internal: false });
    expect(edgesFrom('sample.sending', 'code.sent')[0]).toMatchObject({ target: 'sample.verify', internal: false });
  });

  it('gives every edge a unique id and endpoints that are nodes', () => {
    const ids = new Set(graph.nodes.map((n) => n.id));
    expect(new Set(graph.edges.map((e) => e.id)).size).toBe(graph.edges.length);
    for (const e of graph.edges) {
      expect(ids.has(e.source)).toBe(true);
      expect(ids.has(e.target)).toBe(true);
    }
  });

  it('is serializable as JSON (names, not functions)', () => {
    expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
  });

  it('marks reentering self transitions as external and resolves explicit history targets', () => {
    const m = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { on: { again: { target: 'a', reenter: true }, stay: { target: 'a' } } },
        b: { initial: 'x', states: { x: {}, y: {}, h: { type: 'history', history: 'deep', target: 'y' } } },
      },
    });
    const g = machineGraph(m);
    expect(g.title).toEqual({ zh: 'm', en: 'm' });
    expect(g.edges.find((e) => e.event === 'again')).toMatchObject({ source: 'm.a', target: 'm.a', internal: false });
    expect(g.edges.find((e) => e.event === 'stay')).toMatchObject({ internal: true, targetless: false });
    expect(g.edges.find((e) => e.source === 'm.b.h')).toMatchObject({ target: 'm.b.y', kind: 'always' });
    expect(g.nodes.find((n) => n.id === 'm.b.h')).toMatchObject({ history: 'deep', description: { zh: '', en: '' } });
  });

  it('refuses a value that is not a machine', () => {
    expect(() => machineGraph({} as never)).toThrow(TypeError);
  });
});

describe('guardName and actionName', () => {
  it('name strings, parameterized objects and inline functions', () => {
    expect(guardName('isOk')).toBe('isOk');
    expect(guardName({ type: 'minLength', params: { n: 3 } })).toBe('minLength');
    expect(guardName(function hasToken() { return true; })).toBe('hasToken');
    expect(guardName(() => true)).toBe('inline');
    expect(actionName({ type: 'track', params: {} })).toBe('track');
    expect(actionName(function persist() {})).toBe('persist');
  });

  it('wrap nested combinators in parentheses and call inline guards inline', () => {
    const m = setup({ guards: { a: () => true, b: () => true, c: () => true } }).createMachine({
      id: 'g',
      initial: 's',
      states: {
        s: {
          on: {
            go: { guard: and([or(['a', 'b']), not('c')]), target: 's' },
            other: { guard: ({ context }) => !!context, target: 's' },
            where: { guard: stateIn('#g.s'), target: 's' },
          },
        },
      },
    });
    expect(machineGraph(m).edges.map((e) => e.guard)).toEqual(['(a || b) && !c', 'inline', 'in(#g.s)']);
  });
});

describe('edge labels', () => {
  const edge = (over: Partial<GraphEdge>): GraphEdge => ({
    id: 'x',
    source: 'a',
    target: 'b',
    event: 'code.verify',
    kind: 'event',
    actions: [],
    internal: false,
    targetless: false,
    order: 0,
    ...over,
  });
  it('reads "event [guard] / actions"', () => {
    expect(edgeLabelText(edge({ guard: 'isValid', actions: ['sendCode', 'clearInputs'] }))).toBe('code.verify [isValid] / sendCode, clearInputs');
    expect(edgeLabelLines(edge({ guard: 'isValid' }))).toEqual(['code.verify', '[isValid]']);
  });
  it('names eventless, done and delayed transitions with the given words', () => {
    const words = { always: '自动', done: '完成', after: '延时', error: '出错' };
    expect(edgeLabelText(edge({ kind: 'always', event: '', guard: 'ok' }), words)).toBe('自动 [ok]');
    expect(edgeLabelText(edge({ kind: 'done', event: 'xstate.done.state.m.a' }), words)).toBe('完成');
    expect(edgeLabelText(edge({ kind: 'after', event: 'xstate.after.3000.m.a' }), words)).toBe('延时 3000 ms');
  });
});
