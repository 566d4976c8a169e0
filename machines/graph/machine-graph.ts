/**
 * Turns an XState v5 machine into a plain, serializable graph (nodes and edges) for the state-chart viewer.
 * Pure: no DOM, no layout. We walk `machine.root` instead of using `toDirectedGraph` from `xstate/graph`
 * because that one drops `always` transitions and the initial markers, both of which a reader of the chart
 * needs. The format is described in machines/graph/README.md.
 */
import { and, not, or, stateIn, type AnyStateMachine, type AnyStateNode } from 'xstate';

export type Lang = 'zh' | 'en';
export interface LocalizedText {
  zh: string;
  en: string;
}

export type GraphNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphNode {
  /** The XState state node id (unique in the machine), e.g. `registration.verify.entering`. */
  id: string;
  /** The parent's id; `null` for the machine's root node. */
  parentId: string | null;
  /** The key in the parent's `states` (the root's key is the machine id). */
  key: string;
  type: GraphNodeType;
  /** True when this is the `initial` child of its compound parent. Regions of a parallel state are not. */
  initial: boolean;
  /** From `meta.description`; falls back to the XState `description` string in both languages, else ''. */
  description: LocalizedText;
  tags: string[];
  /** Names of the entry and exit actions, in order. */
  entry: string[];
  exit: string[];
  /** For history nodes: shallow or deep. */
  history?: 'shallow' | 'deep';
  /** 0 for the root, 1 for its children, ... */
  depth: number;
}

/**
 * `event`: an ordinary event; `always`: an eventless transition; `done`: `onDone` of a compound or parallel
 * state; `after` and `error`: delayed and actor-error transitions (our machines have none, DESIGN.md §3, but a
 * machine that had them must still be drawn honestly).
 */
export type GraphEdgeKind = 'event' | 'always' | 'done' | 'after' | 'error';

export interface GraphEdge {
  /** Unique in the graph: `source|event|alternative|target index`. */
  id: string;
  source: string;
  /** For a targetless transition, the source itself. */
  target: string;
  /** The XState event type exactly (`''` for `always`, `xstate.done.state.<id>` for `done`). */
  event: string;
  kind: GraphEdgeKind;
  guard?: string;
  actions: string[];
  /** True when taking the transition does not exit the source (targetless, or into its own descendants). */
  internal: boolean;
  /** True when the transition has no target: only its actions run. */
  targetless: boolean;
  /** Position among the alternatives of the same event on the same state (guarded alternatives). */
  order: number;
}

export interface MachineGraph {
  id: string;
  title: LocalizedText;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

// The guard combinators are closures whose `check` function is shared module state of xstate; comparing by
// identity survives minification, unlike function names.
const NOT_CHECK = (not('x') as unknown as { check: unknown }).check;
const AND_CHECK = (and(['x']) as unknown as { check: unknown }).check;
const OR_CHECK = (or(['x']) as unknown as { check: unknown }).check;
const STATE_IN_CHECK = (stateIn('x') as unknown as { check: unknown }).check;

type GuardLike = unknown;

/** A readable name for a guard: `isValid`, `!isValid`, `a && b`, `(a || b) && !c`, `in(#id)`. */
export function guardName(guard: GuardLike): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const g = guard as { check?: unknown; guards?: GuardLike[]; stateValue?: unknown; name?: string };
    const parts = (g.guards ?? []).map((inner) => {
      const name = guardName(inner);
      return /\s/.test(name) ? `(${name})` : name;
    });
    if (g.check === NOT_CHECK) return `!${parts[0] ?? ''}`;
    if (g.check === AND_CHECK) return parts.join(' && ');
    if (g.check === OR_CHECK) return parts.join(' || ');
    if (g.check === STATE_IN_CHECK) {
      return `in(${typeof g.stateValue === 'string' ? g.stateValue : JSON.stringify(g.stateValue)})`;
    }
    // An inline arrow gets the inferred name `guard` from its property key: that names nothing.
    return g.name && g.name !== 'guard' ? g.name : 'inline';
  }
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    return (guard as { type: string }).type;
  }
  return 'inline';
}

function eventTypeOf(event: unknown): string | undefined {
  if (event && typeof event === 'object' && typeof (event as { type?: unknown }).type === 'string') {
    return (event as { type: string }).type;
  }
  return undefined;
}

/** A readable name for an action: `sendCode`, `assign`, `raise(code.sent)`, `emit(x)`, `log`. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const a = action as { type?: unknown; event?: unknown; name?: string };
    if (typeof a.type === 'string' && a.type.startsWith('xstate.')) {
      const base = a.type.slice('xstate.'.length);
      const ev = eventTypeOf(a.event);
      return ev ? `${base}(${ev})` : base;
    }
    return a.name ? a.name : 'inline';
  }
  if (action && typeof action === 'object' && typeof (action as { type?: unknown }).type === 'string') {
    return (action as { type: string }).type;
  }
  return 'inline';
}

function readLocalized(value: unknown): LocalizedText | undefined {
  if (value && typeof value === 'object') {
    const v = value as { zh?: unknown; en?: unknown };
    if (typeof v.zh === 'string' || typeof v.en === 'string') {
      const zh = typeof v.zh === 'string' ? v.zh : '';
      const en = typeof v.en === 'string' ? v.en : '';
      // One language missing: show the other rather than nothing (zh is the fallback language of the app).
      return { zh: zh || en, en: en || zh };
    }
  }
  return undefined;
}

function metaField(node: AnyStateNode, field: string): unknown {
  const meta = node.meta as Record<string, unknown> | undefined;
  return meta ? meta[field] : undefined;
}

function edgeKind(eventType: string): GraphEdgeKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.error.')) return 'error';
  return 'event';
}

function isSelfOrDescendant(candidate: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let n: AnyStateNode | undefined = candidate; n; n = n.parent) if (n === ancestor) return true;
  return false;
}

interface TransitionLike {
  target?: ReadonlyArray<AnyStateNode>;
  guard?: unknown;
  actions: readonly unknown[];
  reenter: boolean;
}

/** Extracts the graph of a machine. Throws only if `machine` is not an XState machine. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  if (!machine || typeof machine !== 'object' || !machine.root) {
    throw new TypeError('machineGraph: expected an XState machine');
  }
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];

  const addEdges = (source: AnyStateNode, eventType: string, transitions: readonly TransitionLike[]) => {
    transitions.forEach((t, order) => {
      const targets = t.target && t.target.length > 0 ? t.target : undefined;
      const guard = t.guard === undefined ? undefined : guardName(t.guard);
      const actions = t.actions.map(actionName);
      const internal = !t.reenter && (targets ?? [source]).every((target) => isSelfOrDescendant(target, source));
      (targets ?? [source]).forEach((target, index) => {
        edges.push({
          id: `${source.id}|${eventType}|${order}|${index}`,
          source: source.id,
          target: target.id,
          event: eventType,
          kind: edgeKind(eventType),
          ...(guard !== undefined ? { guard } : {}),
          actions,
          internal,
          targetless: !targets,
          order,
        });
      });
    });
  };

  const visit = (node: AnyStateNode, depth: number) => {
    const parent = node.parent;
    const initialOfParent =
      parent !== undefined && parent.type === 'compound' && parent.initial.target.some((t: AnyStateNode) => t === node);
    const described = readLocalized(metaField(node, 'description'));
    const rootTitle = depth === 0 ? readLocalized(metaField(node, 'title')) : undefined;
    const fallback = node.description ?? '';
    nodes.push({
      id: node.id,
      parentId: parent ? parent.id : null,
      key: node.key,
      type: node.type,
      initial: initialOfParent,
      description: described ?? rootTitle ?? { zh: fallback, en: fallback },
      tags: [...node.tags],
      entry: node.entry.map(actionName),
      exit: node.exit.map(actionName),
      // XState leaves `history` false when a history node does not say; it then behaves as shallow.
      ...(node.type === 'history' ? { history: node.history === 'deep' ? ('deep' as const) : ('shallow' as const) } : {}),
      depth,
    });
    for (const [eventType, transitions] of node.transitions) {
      addEdges(node, eventType, transitions as unknown as TransitionLike[]);
    }
    if (node.always) addEdges(node, '', node.always as unknown as TransitionLike[]);
    // A history node's default (used while there is no history yet) is drawn as an eventless transition:
    // its `target` (relative to the parent), else the parent's initial state (as XState resolves it).
    if (node.type === 'history' && parent) {
      const configured = (node.config as { target?: unknown }).target;
      const keys = configured === undefined ? [] : Array.isArray(configured) ? configured : [configured];
      const targets =
        keys.length > 0
          ? keys.map((key) => resolveHistoryTarget(machine, parent, String(key)))
          : parent.type === 'compound'
            ? [...parent.initial.target]
            : [];
      targets.forEach((target, index) => {
        if (!target) return;
        edges.push({
          id: `${node.id}|history|0|${index}`,
          source: node.id,
          target: target.id,
          event: '',
          kind: 'always',
          actions: [],
          internal: false,
          targetless: false,
          order: 0,
        });
      });
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child, depth + 1);
  };
  visit(machine.root, 0);

  const title = readLocalized(metaField(machine.root, 'title')) ?? { zh: machine.id, en: machine.id };
  return { id: machine.id, title, nodes, edges };
}

function resolveHistoryTarget(machine: AnyStateMachine, parent: AnyStateNode, key: string): AnyStateNode | undefined {
  if (key.startsWith('#')) {
    try {
      return machine.getStateNodeById(key.slice(1));
    } catch {
      return undefined;
    }
  }
  let node: AnyStateNode | undefined = parent;
  for (const part of key.split('.')) {
    node = node ? (node.states[part] as AnyStateNode | undefined) : undefined;
  }
  return node;
}

/** The children of a node in document order (handy for renderers). */
export function childrenOf(graph: MachineGraph, parentId: string | null): GraphNode[] {
  return graph.nodes.filter((n) => n.parentId === parentId);
}
