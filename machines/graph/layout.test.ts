import ELK from 'elkjs/lib/elk.bundled.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { estimateTextWidth, fitScale, layoutBestFit, layoutGraph, type GraphLayout, type LaidOutNode, type Point } from './layout';
import { machineGraph } from './machine-graph';
import { sampleMachine } from './sample-machine.fixture';

const elk = new ELK();
const graph = machineGraph(sampleMachine);
let layout: GraphLayout;
beforeAll(async () => {
  layout = await layoutGraph(graph, elk);
});

const box = (id: string): LaidOutNode => {
  const found = layout.nodes.find((n) => n.node.id === id);
  if (!found) throw new Error(`no box for ${id}`);
  return found;
};
const inside = (inner: LaidOutNode, outer: LaidOutNode) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
const overlaps = (a: LaidOutNode, b: LaidOutNode) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Distance from a point to the border of a box (0 when on it). */
const toBorder = (p: Point, b: LaidOutNode) => {
  const dx = Math.max(b.x - p.x, 0, p.x - (b.x + b.width));
  const dy = Math.max(b.y - p.y, 0, p.y - (b.y + b.height));
  const outside = Math.hypot(dx, dy);
  if (outside > 0) return outside;
  return Math.min(p.x - b.x, b.x + b.width - p.x, p.y - b.y, b.y + b.height - p.y);
};

describe('layoutGraph', () => {
  it('places every state once, in document order, with a positive size', () => {
    expect(layout.nodes.map((n) => n.node.id)).toEqual(graph.nodes.map((n) => n.id));
    for (const n of layout.nodes) {
      expect(n.width).toBeGreaterThan(0);
      expect(n.height).toBeGreaterThan(0);
    }
    expect(layout.width).toBeGreaterThan(0);
    expect(layout.height).toBeGreaterThan(0);
  });

  it('nests children inside their parent boxes (absolute coordinates)', () => {
    for (const n of layout.nodes) {
      if (n.node.parentId) expect(inside(n, box(n.node.parentId)), n.node.id).toBe(true);
    }
    expect(box('sample').container).toBe(true);
    expect(box('sample.both.left').container).toBe(true);
    expect(box('sample.form').container).toBe(false);
  });

  it('keeps siblings apart', () => {
    for (const a of layout.nodes) {
      for (const b of layout.nodes) {
        if (a !== b && a.node.parentId === b.node.parentId) expect(overlaps(a, b), `${a.node.id} / ${b.node.id}`).toBe(false);
      }
    }
  });

  it('sizes atomic states from the length of their name', () => {
    expect(box('sample.verify.entering').width).toBeGreaterThanOrEqual(estimateTextWidth('entering', 13));
    expect(estimateTextWidth('注册', 13)).toBeGreaterThan(estimateTextWidth('ab', 13));
  });

  it('routes every edge from its source border to its target border, with a labelled polyline', () => {
    expect(layout.edges.map((e) => e.edge.id).sort()).toEqual(graph.edges.map((e) => e.id).sort());
    for (const { edge, points, label } of layout.edges) {
      expect(points.length, edge.id).toBeGreaterThanOrEqual(2);
      // Edges start and end on (or within a pixel of) the border of their boxes; an edge from a compound
      // into its own child starts on the compound's border from inside.
      expect(toBorder(points[0]!, box(edge.source)), `${edge.id} start`).toBeLessThanOrEqual(1.5);
      expect(toBorder(points[points.length - 1]!, box(edge.target)), `${edge.id} end`).toBeLessThanOrEqual(1.5);
      expect(label, edge.id).not.toBeNull();
      expect(label!.width).toBeGreaterThan(0);
      expect(label!.x).toBeGreaterThanOrEqual(0);
      expect(label!.y).toBeGreaterThanOrEqual(0);
      expect(label!.x + label!.width).toBeLessThanOrEqual(layout.width + 1);
    }
    const submit = layout.edges.find((e) => e.edge.event === 'form.submit' && e.edge.order === 0)!;
    expect(submit.label!.lines).toEqual(['form.submit', '[isValid && !isBlocked]', '/ sendCode']);
  });

  it('draws a self loop for a targetless transition', () => {
    const loop = layout.edges.find((e) => e.edge.source === 'sample.verify.entering' && e.edge.event === 'code.typed')!;
    expect(loop.points.length).toBeGreaterThanOrEqual(3);
  });

  it('puts an initial marker inside each compound state, pointing at its initial child', () => {
    expect(layout.initialMarkers.map((m) => [m.parentId, m.stateId]).sort()).toEqual([
      ['sample', 'sample.form'],
      ['sample.both.left', 'sample.both.left.l1'],
      ['sample.both.right', 'sample.both.right.r1'],
      ['sample.verify', 'sample.verify.entering'],
    ]);
    for (const m of layout.initialMarkers) {
      const parent = box(m.parentId);
      expect(m.cx).toBeGreaterThan(parent.x);
      expect(m.cx).toBeLessThan(parent.x + parent.width);
      expect(toBorder(m.points[m.points.length - 1]!, box(m.stateId))).toBeLessThanOrEqual(1.5);
    }
  });

  it('uses the label lines it is given (the app translates them)', async () => {
    const translated = await layoutGraph(graph, elk, { edgeLabel: (e) => (e.kind === 'always' ? ['自动'] : [e.event]) });
    const always = translated.edges.find((e) => e.edge.kind === 'always')!;
    expect(always.label!.lines).toEqual(['自动']);
  });

  it('names the states as it is told and sizes their boxes to that text (a live chart names them in the page language)', async () => {
    const keyed = await layoutGraph(graph, elk);
    const named = await layoutGraph(graph, elk, { stateName: (n) => `${n.key}：一个相当长的中文状态名称` });
    for (const box of keyed.nodes) expect(box.name).toBe(box.node.key);
    const leaf = named.nodes.find((n) => !n.container && n.node.type !== 'history' && n.node.parentId !== null)!;
    expect(leaf.name).toBe(`${leaf.node.key}：一个相当长的中文状态名称`);
    expect(leaf.width).toBeGreaterThan(keyed.nodes.find((n) => n.node.id === leaf.node.id)!.width);
  });

  it('lays out a single-state machine and refuses an edge to an unknown state', async () => {
    const one = await layoutGraph(machineGraph(createMachine({ id: 'one' })), elk);
    expect(one.nodes).toHaveLength(1);
    const broken = { ...graph, edges: [{ ...graph.edges[0]!, target: 'nowhere' }] };
    await expect(layoutGraph(broken, elk)).rejects.toThrow(/unknown state/);
  });
});

describe('layoutBestFit', () => {
  it('keeps the direction that shows the chart larger in the frame', async () => {
    // A long chain is tall when laid out downwards and wide sideways: the frame's shape decides.
    const chain = createMachine({
      id: 'chain',
      initial: 's0',
      states: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`s${i}`, { on: { next: `s${(i + 1) % 8}` } }])),
    });
    const g = machineGraph(chain);
    const wide = await layoutBestFit(g, elk, {}, { width: 1600, height: 300 });
    const tall = await layoutBestFit(g, elk, {}, { width: 300, height: 1600 });
    expect(wide.width).toBeGreaterThan(wide.height);
    expect(tall.height).toBeGreaterThan(tall.width);
    expect(fitScale(wide, { width: 1600, height: 300 })).toBeGreaterThanOrEqual(fitScale(tall, { width: 1600, height: 300 }));
  });
});
