/**
 * Lets a request see the lifecycle steps it causes. Only the browser suite listens (PORTAL_TEST_HOOKS=1,
 * services/dev/walk-recorder.ts): it credits the server-held machines with the transitions that a person's clicks
 * caused through the gateway (README "Coverage of the machines"). The entity store reports every step it logs;
 * outside a scope opened by `observeSteps` nobody listens, and an AsyncLocalStorage that was never entered costs
 * one lookup.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** One logged step of a server-held entity: its machine's id, `entityType:id`, and the dotted states. */
export type ObservedStep = { machine: string; entity: string; event: string; from: string | null; to: string };

const listeners = new AsyncLocalStorage<(step: ObservedStep) => void>();

/** Runs `run` (and everything it starts) with `listener` told of each step the entity store logs. */
export function observeSteps<T>(listener: (step: ObservedStep) => void, run: () => T): T {
  return listeners.run(listener, run);
}

/** Called by the entity store for every step it logs. */
export function noteStep(step: ObservedStep): void {
  listeners.getStore()?.(step);
}
