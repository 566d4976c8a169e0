/**
 * The text of a transition's label, "event [guard] / actions", split in lines so that long labels stay
 * narrow in the drawing. Pure; the words for eventless and done transitions come from the caller so the app
 * can translate them.
 */
import type { GraphEdge } from './machine-graph';

export interface EdgeLabelWords {
  /** Shown instead of the (empty) event of an `always` transition. */
  always: string;
  /** Shown instead of `xstate.done.state.<id>`. */
  done: string;
  /** Prefix of a delayed transition. */
  after: string;
  /** Shown instead of `xstate.error.*`. */
  error: string;
}

export const defaultEdgeLabelWords: EdgeLabelWords = { always: 'always', done: 'done', after: 'after', error: 'error' };

/** The event part of the label. */
export function edgeEventText(edge: GraphEdge, words: EdgeLabelWords = defaultEdgeLabelWords): string {
  switch (edge.kind) {
    case 'always':
      return words.always;
    case 'done':
      return words.done;
    case 'error':
      return words.error;
    case 'after': {
      // xstate.after.<delay>.<state id>
      const delay = edge.event.slice('xstate.after.'.length).split('.')[0] ?? '';
      return /^\d+$/.test(delay) ? `${words.after} ${delay} ms` : `${words.after} ${delay}`;
    }
    default:
      return edge.event;
  }
}

/** The label in lines: the event, then `[guard]`, then `/ action, action`; empty parts are left out. */
export function edgeLabelLines(edge: GraphEdge, words: EdgeLabelWords = defaultEdgeLabelWords): string[] {
  const lines = [edgeEventText(edge, words)];
  if (edge.guard) lines.push(`[${edge.guard}]`);
  if (edge.actions.length > 0) lines.push(`/ ${edge.actions.join(', ')}`);
  return lines.filter((line) => line.length > 0);
}

/** The label on one line: "event [guard] / actions". */
export function edgeLabelText(edge: GraphEdge, words: EdgeLabelWords = defaultEdgeLabelWords): string {
  return edgeLabelLines(edge, words).join(' ');
}
