/**
 * The metadata every machine carries, read by the state-chart page and by the UI:
 * - root: `title` (what the flow is) and `description`;
 * - every state node: `description` (what a person sees or waits for there);
 * - every state of a server-held lifecycle: `label`, its short name in both languages (histories, live charts,
 *   the services' messages: `stateLabel` in lifecycle.ts; a test fails when a state has none);
 * - states that stand for a visible step of an antd `Steps`: `step` (0-based index), inherited by their
 *   children, so `stepIndexOf(snapshot)` answers the index of the deepest active state that declares one.
 */
import type { Localized } from '../rules/messages';

export type FlowMeta = {
  title?: Localized;
  description: Localized;
  /** The state's short name ("待打款" / "Awaiting payout"). */
  label?: Localized;
  step?: number;
};

/** The meta of a state node that only describes itself (`meta: stateMeta('…', '…')`). */
export function stateMeta(zh: string, en: string): FlowMeta {
  return { description: { zh, en } };
}

type MetaReader = { getMeta(): Record<string, unknown> };

/**
 * The step index of a snapshot for antd `Steps` (`current={stepIndexOf(snapshot)}`), or `fallback` when no
 * active state declares one. `getMeta()` lists the active state nodes by id; a child's id extends its
 * parent's, so the longest id that carries a `step` is the deepest one.
 */
export function stepIndexOf(snapshot: MetaReader, fallback = 0): number {
  let best: { depth: number; step: number } | null = null;
  for (const [id, meta] of Object.entries(snapshot.getMeta())) {
    const step = (meta as FlowMeta | undefined)?.step;
    if (typeof step !== 'number') continue;
    const depth = id.split('.').length;
    if (!best || depth > best.depth) best = { depth, step };
  }
  return best?.step ?? fallback;
}

/** Text of a localized value in one language. */
export function localize(text: Localized, lang: 'zh' | 'en'): string {
  return text[lang];
}
