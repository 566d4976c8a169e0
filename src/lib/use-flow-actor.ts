/**
 * `useActorRef` for the actor of a browser flow (one per flow, DESIGN.md §7): the same, plus the walk recorder of
 * the browser tests (machine-recorder.ts), which is off for people. Every flow's actor is made here.
 */
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { Actor, ActorOptions, AnyStateMachine } from 'xstate';
import { flowInspector } from './machine-recorder';

export function useFlowActor<M extends AnyStateMachine>(machine: M, options?: ActorOptions<M>): Actor<M> {
  const [inspect] = useState(flowInspector);
  return useActorRef(machine, (inspect ? { ...options, inspect } : options) as never) as Actor<M>;
}
