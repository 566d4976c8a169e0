/**
 * The one way a page uses a server-held machine (docs/workflow.md, DESIGN.md §3): the snapshot is rebuilt from the
 * server's (`machine.resolveState` with the state value and context it sent), for display and the step of antd
 * `Steps`; what the caller may do comes from the server's `availableEvents` only, never from the browser's copy of
 * the machine (the server knows the caller's role and the guards' inputs, the page does not).
 */
import { useEffect, useMemo, useRef } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom, StateValue } from 'xstate';
import { stepIndexOf } from '../../../machines/shared/flow-meta';
import type { ActorRole, LifecycleDefinition } from '../../../machines/shared/lifecycle';
import type { WorkflowFieldsFragment } from '@/gql/graphql';
import { recordObserved } from '@/lib/machine-recorder';

export type WorkflowFields = WorkflowFieldsFragment;
export type WorkflowStep = WorkflowFields['history'][number];
export type NextEvent = { event: string; by: ActorRole[] };

export interface EntityFlow<M extends AnyStateMachine = AnyStateMachine> {
  /** The machine's snapshot as the server holds it (read it; never send it events). */
  snapshot: SnapshotFrom<M>;
  /** The state value as the machine names it. */
  value: StateValue;
  /** The state as one dotted string, as the server sent it. */
  state: string;
  /** What the caller may send now (from the server). */
  availableEvents: readonly string[];
  /** Whether the caller may send this event now: the only question a page asks before showing a button. */
  can(eventType: string): boolean;
  /** Every event the current state accepts, and who may send it. */
  nextEvents: readonly NextEvent[];
  /** The transition log, oldest first. */
  history: readonly WorkflowStep[];
  /** The step index for antd `Steps` (the `step` of the deepest active state's meta). */
  step: number;
  /** How the server sees the caller: member (the owner) or operations. */
  viewerRole: string;
  deadlineAt: number | null;
  workflow: WorkflowFields;
}

const ROLES: readonly string[] = ['member', 'operations', 'system'];

/** The flow of one entity without React (the hook memoises it). */
export function entityFlow<M extends AnyStateMachine>(definition: LifecycleDefinition<M>, workflow: WorkflowFields): EntityFlow<M> {
  const value = JSON.parse(workflow.stateValue) as StateValue;
  const context = JSON.parse(workflow.context) as Record<string, unknown>;
  const snapshot = definition.machine.resolveState({ value, context }) as SnapshotFrom<M>;
  const availableEvents = [...workflow.availableEvents];
  return {
    snapshot,
    value,
    state: workflow.state,
    availableEvents,
    can: (eventType) => availableEvents.includes(eventType),
    nextEvents: workflow.nextEvents.map((next) => ({ event: next.event, by: next.by.filter((role): role is ActorRole => ROLES.includes(role)) })),
    history: workflow.history,
    step: stepIndexOf(snapshot as AnyMachineSnapshot),
    viewerRole: workflow.viewerRole,
    deadlineAt: workflow.deadlineAt ?? null,
    workflow,
  };
}

/** `null` until the server's workflow is there. */
export function useEntityFlow<M extends AnyStateMachine>(definition: LifecycleDefinition<M>, workflow: WorkflowFields | null | undefined): EntityFlow<M> | null {
  useObservedSteps(definition, workflow);
  return useMemo(() => (workflow ? entityFlow(definition, workflow) : null), [definition, workflow]);
}

/**
 * For the browser tests' coverage report (src/lib/machine-recorder.ts, off for people): the steps an entity took
 * while this page showed it, i.e. the history entries that arrived after the first answer.
 */
function useObservedSteps(definition: LifecycleDefinition, workflow: WorkflowFields | null | undefined): void {
  const seen = useRef<{ entity: string; seq: number } | null>(null);
  useEffect(() => {
    if (!workflow) return;
    const entity = `${workflow.entityType}:${workflow.entityId}`;
    const last = workflow.history.reduce((max, step) => Math.max(max, step.seq), 0);
    const before = seen.current;
    if (before && before.entity === entity && last > before.seq) {
      recordObserved(definition.machine.id, entity, workflow.history.filter((step) => step.seq > before.seq));
    }
    if (!before || before.entity !== entity || last > before.seq) seen.current = { entity, seq: last };
  }, [definition, workflow]);
}
