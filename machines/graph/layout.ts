/**
 * Lays a machine graph out with ELK (layered algorithm, offline). Pure given an ELK instance: the browser
 * passes one backed by a Web Worker, Node tests pass `elkjs/lib/elk.bundled.js`.
 *
 * What REFERENCES.md found and this relies on: `elk.hierarchyHandling: INCLUDE_CHILDREN` with every edge on
 * the root, compound nodes given no width/height at all, and root coordinates for edges
 * (`elk.json.edgeCoords: ROOT`). We also ask for root coordinates of shapes (`elk.json.shapeCoords: ROOT`) so
 * that every returned position is absolute and the SVG needs no nested transforms.
 */
import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { edgeLabelLines } from './edge-label';
import type { GraphEdge, GraphNode, MachineGraph } from './machine-graph';

export interface Point {
  x: number;
  y: number;
}

export interface LaidOutNode {
  node: GraphNode;
  /** The text in the box: the state's key, or the name `LayoutOptions.stateName` gave it (sized to fit). */
  name: string;
  /** Absolute position of the top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** True for compound and parallel states with children: drawn as a box around them. */
  container: boolean;
}

export interface EdgeLabelBox {
  lines: string[];
  /** Absolute position of the label's top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutEdge {
  edge: GraphEdge;
  /** The polyline from the source border to the target border (absolute). */
  points: Point[];
  label: EdgeLabelBox | null;
}

/** The filled dot that points at the initial child of a compound state. */
export interface InitialMarker {
  /** The compound state whose initial child this marks. */
  parentId: string;
  /** The initial child. */
  stateId: string;
  /** Centre and radius of the dot. */
  cx: number;
  cy: number;
  r: number;
  points: Point[];
}

export interface GraphLayout {
  width: number;
  height: number;
  /** In document order: every parent before its children, so drawing in order nests correctly. */
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
  initialMarkers: InitialMarker[];
}

export interface LayoutOptions {
  /** ELK direction of the flow (default DOWN: our flows, with their labels, fit a screen better so). */
  direction?: 'RIGHT' | 'DOWN';
  /** Lines of an edge's label; the app passes a translated one. */
  edgeLabel?: (edge: GraphEdge) => string[];
  /** The text of a state's box (default its key); a live chart passes the state's name in the page language. */
  stateName?: (node: GraphNode) => string;
  /** Extra ELK options for the root graph (override the defaults). */
  elkOptions?: Record<string, string>;
}

/** Sizes used by the layout; the renderer uses the same to place text. */
export const layoutMetrics = {
  stateFontSize: 13,
  labelFontSize: 11,
  labelLineHeight: 14,
  labelPadding: 4,
  stateHeight: 36,
  stateMinWidth: 72,
  statePaddingX: 14,
  historySize: 32,
  initialMarkerSize: 12,
  containerHeader: 32,
  containerPadding: 14,
} as const;

type ElkLike = Pick<ELK, 'layout'>;

/**
 * Estimated width of a text in pixels: CJK and other wide characters count a full em, others 0.62 em. We
 * cannot measure fonts in Node, and a slightly generous estimate only leaves some air in the boxes.
 */
export function estimateTextWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    ems += code >= 0x2e80 ? 1 : 0.62;
  }
  return Math.ceil(ems * fontSize);
}

function labelSize(lines: string[]): { width: number; height: number } {
  const m = layoutMetrics;
  const width = Math.max(0, ...lines.map((l) => estimateTextWidth(l, m.labelFontSize)));
  return { width: width + 2 * m.labelPadding, height: lines.length * m.labelLineHeight + 2 * m.labelPadding };
}

const nodeElkId = (id: string) => `n:${id}`;
const markerElkId = (parentId: string) => `i:${parentId}`;

export async function layoutGraph(graph: MachineGraph, elk: ElkLike, options: LayoutOptions = {}): Promise<GraphLayout> {
  const m = layoutMetrics;
  const labelOf = options.edgeLabel ?? ((edge: GraphEdge) => edgeLabelLines(edge));
  const nameOf = options.stateName ?? ((node: GraphNode) => node.key);
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const children = new Map<string | null, GraphNode[]>();
  for (const node of graph.nodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }

  // Spacing and direction are read per hierarchy level, so every container repeats them (the root's own
  // values do not reach the states inside a compound node).
  const levelOptions: Record<string, string> = {
    'elk.direction': options.direction ?? 'DOWN',
    'elk.spacing.nodeNode': '20',
    'elk.layered.spacing.nodeNodeBetweenLayers': '24',
    'elk.spacing.edgeNode': '10',
    'elk.layered.spacing.edgeNodeBetweenLayers': '10',
    'elk.spacing.edgeEdge': '8',
    'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
    'elk.spacing.edgeLabel': '4',
    ...options.elkOptions,
  };
  const rootOptions: Record<string, string> = {
    'elk.algorithm': 'layered',
    'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    'elk.json.edgeCoords': 'ROOT',
    'elk.json.shapeCoords': 'ROOT',
    ...levelOptions,
  };
  const elkEdges: ElkExtendedEdge[] = [];
  const edgeById = new Map<string, GraphEdge>();
  const markerEdges = new Map<string, { parentId: string; stateId: string }>();

  const toElk = (node: GraphNode): ElkNode => {
    const kids = children.get(node.id) ?? [];
    if (kids.length === 0) {
      if (node.type === 'history') return { id: nodeElkId(node.id), width: m.historySize, height: m.historySize };
      const width = Math.max(m.stateMinWidth, estimateTextWidth(nameOf(node), m.stateFontSize) + 2 * m.statePaddingX);
      return { id: nodeElkId(node.id), width, height: m.stateHeight };
    }
    const elkChildren = kids.map(toElk);
    const initialChild = node.type === 'compound' ? kids.find((k) => k.initial) : undefined;
    if (initialChild) {
      const markerId = markerElkId(node.id);
      elkChildren.unshift({ id: markerId, width: m.initialMarkerSize, height: m.initialMarkerSize });
      const edgeId = `im:${node.id}`;
      markerEdges.set(edgeId, { parentId: node.id, stateId: initialChild.id });
      elkEdges.push({ id: edgeId, sources: [markerId], targets: [nodeElkId(initialChild.id)] });
    }
    const headerWidth = estimateTextWidth(nameOf(node), m.stateFontSize) + 2 * m.containerPadding + 24;
    // Compound nodes get no width/height (ELK computes them); a minimum keeps the header text inside.
    return {
      id: nodeElkId(node.id),
      layoutOptions: {
        ...levelOptions,
        'elk.padding': `[top=${m.containerHeader},left=${m.containerPadding},bottom=${m.containerPadding},right=${m.containerPadding}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${headerWidth}, ${m.containerHeader + m.containerPadding})`,
      },
      children: elkChildren,
    };
  };

  const roots = children.get(null) ?? [];
  const elkChildren = roots.map(toElk);

  for (const edge of graph.edges) {
    if (!byId.has(edge.source) || !byId.has(edge.target)) {
      throw new Error(`layoutGraph: edge ${edge.id} refers to an unknown state`);
    }
    const lines = labelOf(edge);
    const size = labelSize(lines);
    const elkId = `e:${edge.id}`;
    edgeById.set(elkId, edge);
    elkEdges.push({
      id: elkId,
      sources: [nodeElkId(edge.source)],
      targets: [nodeElkId(edge.target)],
      labels: lines.length > 0 ? [{ id: `l:${edge.id}`, text: lines.join('\n'), ...size }] : [],
    });
  }

  const input: ElkNode = {
    id: '__root__',
    layoutOptions: { ...rootOptions, 'elk.padding': '[top=8,left=8,bottom=8,right=8]' },
    children: elkChildren,
    edges: elkEdges,
  };
  const result: ElkNode = await elk.layout(input);

  const nodes: LaidOutNode[] = [];
  const markers = new Map<string, ElkNode>();
  const collect = (elkNode: ElkNode) => {
    for (const child of elkNode.children ?? []) {
      if (child.id.startsWith('i:')) {
        markers.set(child.id, child);
        continue;
      }
      const node = byId.get(child.id.slice(2));
      if (!node) continue;
      nodes.push({
        node,
        name: nameOf(node),
        x: child.x ?? 0,
        y: child.y ?? 0,
        width: child.width ?? 0,
        height: child.height ?? 0,
        container: (child.children ?? []).some((c) => !c.id.startsWith('i:')),
      });
      collect(child);
    }
  };
  collect(result);
  // ELK returns children grouped per parent; put them back in the graph's document order.
  const order = new Map(graph.nodes.map((n, i) => [n.id, i]));
  nodes.sort((a, b) => (order.get(a.node.id) ?? 0) - (order.get(b.node.id) ?? 0));

  const edges: LaidOutEdge[] = [];
  const initialMarkers: InitialMarker[] = [];
  for (const elkEdge of (result.edges ?? []) as ElkExtendedEdge[]) {
    const points: Point[] = [];
    for (const section of elkEdge.sections ?? []) {
      for (const p of [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]) {
        const last = points[points.length - 1];
        if (!last || last.x !== p.x || last.y !== p.y) points.push({ x: p.x, y: p.y });
      }
    }
    const marker = markerEdges.get(elkEdge.id);
    if (marker) {
      const dot = markers.get(markerElkId(marker.parentId));
      if (!dot) continue;
      initialMarkers.push({
        ...marker,
        cx: (dot.x ?? 0) + (dot.width ?? 0) / 2,
        cy: (dot.y ?? 0) + (dot.height ?? 0) / 2,
        r: (dot.width ?? m.initialMarkerSize) / 2,
        points,
      });
      continue;
    }
    const edge = edgeById.get(elkEdge.id);
    if (!edge) continue;
    const elkLabel = elkEdge.labels?.[0];
    edges.push({
      edge,
      points,
      label:
        elkLabel && elkLabel.text
          ? {
              lines: elkLabel.text.split('\n'),
              x: elkLabel.x ?? 0,
              y: elkLabel.y ?? 0,
              width: elkLabel.width ?? 0,
              height: elkLabel.height ?? 0,
            }
          : null,
    });
  }

  return { width: result.width ?? 0, height: result.height ?? 0, nodes, edges, initialMarkers };
}

/** The scale at which a layout fits a frame (at most 1). */
export function fitScale(layout: Pick<GraphLayout, 'width' | 'height'>, frame: { width: number; height: number }): number {
  if (layout.width <= 0 || layout.height <= 0) return 1;
  return Math.min(1, frame.width / layout.width, frame.height / layout.height);
}

/**
 * Lays out top-down and left-to-right and keeps whichever shows larger in a frame of the given shape (a
 * 4:3 screen area by default): long flows read better downwards, short ones with many labels sideways.
 */
export async function layoutBestFit(
  graph: MachineGraph,
  elk: ElkLike,
  options: Omit<LayoutOptions, 'direction'> = {},
  frame = { width: 800, height: 600 },
): Promise<GraphLayout> {
  const down = await layoutGraph(graph, elk, { ...options, direction: 'DOWN' });
  const right = await layoutGraph(graph, elk, { ...options, direction: 'RIGHT' });
  return fitScale(right, frame) > fitScale(down, frame) ? right : down;
}
