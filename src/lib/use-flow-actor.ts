/**
 * `useActorRef` for the actor of a browser flow (one per flow, DESIGN.md §7): the same, plus the walk recorder of
 * the browser tests (machine-recorder.ts), which is off for people. Every flow's actor is made here.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { Actor, ActorOptions, AnyStateMachine } from 'xstate';
import { flowInspector } from './machine-recorder';

export function useFlowActor<M extends AnyStateMachine>(machine: M, options?: ActorOptions<M>): Actor<M> {
  const [inspect] = useState(flowInspector);
  return useActorRef(machine, (inspect ? { ...options, inspect } : options) as never) as Actor<M>;
}

/**
 * Tells a flow's actor about a value the page learns while the flow runs (balances read again, a language chosen):
 * `send` runs when `key` differs from the last one seen, starting from the value the actor was made with. Sending the
 * starting value again would be a step nobody took (the walk recorder and the generated browser paths see every step).
 * `send` may be a new function on every render: only a new key sends.
 */
export function useSendOnChange(key: string, send: () => void): void {
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    send();
  }, [key, send]);
}
