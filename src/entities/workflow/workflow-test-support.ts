// Workflows as the gateway answers them, for the component tests of the entity charts (never imported by the app).
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
