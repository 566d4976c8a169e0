/**
 * What an entity's chart marks on its machine's graph: the state it is in, the states and transitions of the path it
 * took (from the server's history), and the transitions it may take next (from the server's nextEvents). Pure, so it
 * is tested without drawing. States in the history are "one dotted string" (docs/workflow.md): `a.b` is state `b`
 * inside `a`.
 */
import { matchesState, type StateValue } from 'xstate';
import type { DiagramMarks } from '@/components/statechart/statechart-diagram';
import type { GraphEdge, MachineGraph } from '../../../machines/graph/machine-graph';

export type HistoryStep = { event: string; from?: string | null; to: string };

/** Each node's path of keys below the root (the root's is empty). */
function nodePaths(graph: MachineGraph): Map<string, string[]> {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const paths = new Map<string, string[]>();
  const pathOf = (id: string): string[] => {
    const known = paths.get(id);
    if (known) return known;
    const node = byId.get(id);
    const path = !node || node.parentId === null ? [] : [...pathOf(node.parentId), node.key];
    paths.set(id, path);
    return path;
  };
  for (const node of graph.nodes) pathOf(node.id);
  return paths;
}

/** `['a', 'b']` as a state value (`{ a: 'b' }`), for `matchesState`. */
function pathValue(path: string[]): StateValue {
  return path.slice(0, -1).reduceRight<StateValue>((inner, key) => ({ [key]: inner }), path[path.length - 1]);
}

const isPrefix = (prefix: string[], path: string[]) => prefix.length <= path.length && prefix.every((key, i) => path[i] === key);
const split = (state: string | null | undefined) => (state ? state.split('.') : null);

/** Whether `edge` is the transition that took the entity from `from` to `to` by `event`. */
function tookEdge(edge: GraphEdge, paths: Map<string, string[]>, step: HistoryStep): boolean {
  if (edge.event !== step.event) return false;
  const from = split(step.from);
  const to = split(step.to)!;
  const source = paths.get(edge.source) ?? [];
  const target = paths.get(edge.target) ?? [];
  // The creating transition has no stored "from": the event and where it led are enough.
  if (from && !isPrefix(source, from)) return false;
  if (edge.targetless) return from !== null && from.join('.') === to.join('.');
  // The target is the state reached, or a compound state whose initial child was reached.
  return isPrefix(target, to);
}

export function chartMarks(graph: MachineGraph, value: StateValue, history: readonly HistoryStep[], nextEvents: readonly string[]): DiagramMarks {
  const paths = nodePaths(graph);
  const current = new Set<string>();
  for (const node of graph.nodes) {
    const path = paths.get(node.id)!;
    if (path.length > 0 && matchesState(pathValue(path), value)) current.add(node.id);
  }

  const visitedPaths = history.flatMap((step) => [split(step.from), split(step.to)]).filter((p): p is string[] => p !== null);
  const visited = new Set<string>();
  for (const node of graph.nodes) {
    const path = paths.get(node.id)!;
    if (path.length > 0 && visitedPaths.some((p) => isPrefix(path, p))) visited.add(node.id);
  }

  const taken = new Set<string>();
  for (const step of history) {
    for (const edge of graph.edges) if (tookEdge(edge, paths, step)) taken.add(edge.id);
  }

  const upcoming = new Set(nextEvents);
  const isActive = (id: string) => current.has(id) || paths.get(id)?.length === 0;
  const next = new Set(graph.edges.filter((e) => upcoming.has(e.event) && isActive(e.source)).map((e) => e.id));
  return { current, visited, taken, next };
}

/** The deepest current state (for its description), or null. */
export function deepestCurrent(graph: MachineGraph, marks: Pick<DiagramMarks, 'current'>) {
  return graph.nodes.filter((n) => marks.current.has(n.id)).sort((a, b) => b.depth - a.depth)[0] ?? null;
}
