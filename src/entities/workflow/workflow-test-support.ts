// Workflows as the gateway answers them, for the component tests of the entity charts (never imported by the app).
import { availableEventsOf, nextEventsOf, type ActorRole, type LifecycleDefinition } from '../../../machines/shared/lifecycle';
import type { WorkflowFields } from './use-entity-flow';

const hash = (n: number) => `${n}`.repeat(64).slice(0, 64);

// With the __typename fields the Apollo cache expects (the fragment's type leaves them out of nested objects).
const NEXT_EVENTS = [
  { __typename: 'WorkflowNextEvent', event: 'payout.paid', by: ['operations'] },
  { __typename: 'WorkflowNextEvent', event: 'payout.fail', by: ['operations'] },
];
const HISTORY = [
  { __typename: 'WorkflowTransition', seq: 1, event: 'withdraw.submit', from: null, to: 'awaitingPayout', actorRole: 'member', actorId: null, reason: null, at: 1_767_225_600_000, hash: hash(1) },
  { __typename: 'WorkflowTransition', seq: 2, event: 'payout.start', from: 'awaitingPayout', to: 'paying', actorRole: 'operations', actorId: null, reason: null, at: 1_767_229_200_000, hash: hash(2) },
];

/** A withdrawal held and being paid (the chain: submitted by the member, payout started by operations). */
export function payingWithdrawal(overrides: Partial<WorkflowFields> = {}): WorkflowFields {
  return {
    __typename: 'Workflow',
    entityType: 'withdrawal',
    entityId: '12',
    machineId: 'withdrawal',
    state: 'paying',
    stateValue: JSON.stringify('paying'),
    context: JSON.stringify({ amountFen: 20_000, feeFen: 20, feeRateBp: 10, bankCardId: 3, bankReference: null, reason: null }),
    version: 2,
    viewerRole: 'member',
    availableEvents: [],
    nextEvents: NEXT_EVENTS,
    history: HISTORY,
    deadlineAt: null,
    ...overrides,
  } as WorkflowFields;
}

type HistoryRow = { event: string; from?: string | null; to: string; actorRole?: string; reason?: string | null };

/**
 * A workflow as the services would answer it to `role`: `availableEvents` and `nextEvents` asked of the lifecycle's
 * own machine and event table (machines/shared/lifecycle.ts, what the services run), so a page under test gets the
 * buttons the server would give. `history` defaults to the entity's creation as the store logs it (`entity.create`
 * into the machine's first state, then `created` into `value`).
 */
export function serverWorkflow(
  definition: LifecycleDefinition,
  options: {
    entityId: number;
    value: string;
    context: Record<string, unknown>;
    role?: ActorRole;
    actorId?: number | null;
    created?: string;
    history?: HistoryRow[];
    deadlineAt?: number | null;
  },
): WorkflowFields {
  const { entityId, value, context, role = 'member', actorId = null, deadlineAt = null } = options;
  const snapshot = definition.machine.resolveState({ value, context });
  const initial = String(definition.machine.config.initial);
  const rows = options.history ?? [
    { event: 'entity.create', from: null, to: initial },
    ...(options.created ? [{ event: options.created, from: initial, to: value }] : []),
  ];
  return {
    __typename: 'Workflow',
    entityType: definition.entityType,
    entityId: String(entityId),
    machineId: definition.machine.id,
    state: value,
    stateValue: JSON.stringify(value),
    context: JSON.stringify(context),
    version: rows.length,
    viewerRole: role,
    availableEvents: availableEventsOf(definition, snapshot, role, actorId),
    nextEvents: nextEventsOf(definition, snapshot).map((next) => ({ __typename: 'WorkflowNextEvent', ...next })),
    history: rows.map((row, i) => ({
      __typename: 'WorkflowTransition',
      seq: i + 1,
      event: row.event,
      from: row.from ?? null,
      to: row.to,
      actorRole: row.actorRole ?? 'member',
      actorId: null,
      reason: row.reason ?? null,
      at: 1_767_225_600_000 + i * 60_000,
      hash: hash(i + 1),
    })),
    deadlineAt,
  } as WorkflowFields;
}
