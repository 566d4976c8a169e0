import type { WorkflowResolvers } from '../generated/resolvers-types';

// The machine's state value and context are whatever JSON the machine keeps (a string or a nested object, any
// context shape): the schema carries them as JSON text, which the app hands to `machine.resolveState`.
export const Workflow: WorkflowResolvers = {
  entityId: (workflow) => String(workflow.entityId),
  stateValue: (workflow) => JSON.stringify(workflow.stateValue ?? null),
  context: (workflow) => JSON.stringify(workflow.context ?? {}),
  availableEvents: (workflow) => workflow.availableEvents ?? [],
  nextEvents: (workflow) => (workflow.nextEvents ?? []).map((next) => ({ event: next.event, by: next.by ?? [] })),
  history: (workflow) => workflow.history ?? [],
  deadlineAt: (workflow) => workflow.deadlineAt ?? null,
};
