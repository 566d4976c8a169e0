/**
 * Hands the browser tests what the page's machines walked, for the coverage report (README "Coverage of the
 * machines"). It does something only when the page has a function `__recordMachineWalk`, which the Playwright
 * fixture exposes (tests/e2e/support/fixtures.ts) when the report is wanted; for people it does nothing: no actor
 * gets an inspector, no history is compared.
 */
import type { InspectionEvent, StateValue } from 'xstate';
import { walkInspector, type WalkStep } from '../../machines/graph/transition-walk';

export type RecordedWalk =
  | { kind: 'start'; machine: string; run: string; value: StateValue }
  | { kind: 'step'; machine: string; run: string; step: WalkStep }
  | { kind: 'observed'; machine: string; entity: string; steps: Array<{ event: string; from: string | null; to: string }> };

const SINK = '__recordMachineWalk';

function sink(): ((record: RecordedWalk) => void) | null {
  const value = (globalThis as Record<string, unknown>)[SINK];
  return typeof value === 'function' ? (value as (record: RecordedWalk) => void) : null;
}

let runs = 0;

/** An inspector for one actor of a browser flow, or undefined when nobody records. */
export function flowInspector(): ((event: InspectionEvent) => void) | undefined {
  const record = sink();
  if (!record) return undefined;
  const run = `${Date.now().toString(36)}.${++runs}`;
  return walkInspector({
    start: (machine, actor, value) => record({ kind: 'start', machine: machine.id, run: `${run}:${actor}`, value }),
    step: (machine, actor, step) => record({ kind: 'step', machine: machine.id, run: `${run}:${actor}`, step }),
  });
}

/** Steps of a server-held entity that happened while a page showed it (its history grew). */
export function recordObserved(machine: string, entity: string, steps: Array<{ event: string; from?: string | null; to: string }>): void {
  const record = sink();
  if (!record || steps.length === 0) return;
  record({ kind: 'observed', machine, entity, steps: steps.map((s) => ({ event: s.event, from: s.from ?? null, to: s.to })) });
}
