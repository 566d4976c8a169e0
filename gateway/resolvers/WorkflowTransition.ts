import type { WorkflowTransitionResolvers } from '../generated/resolvers-types';
import { UnexpectedServiceAnswer } from '../rest-client';
import { toEpochMs } from './User';

export const WorkflowTransition: WorkflowTransitionResolvers = {
  from: (row) => row.from ?? null,
  actorId: (row) => row.actorId ?? null,
  reason: (row) => row.reason ?? null,
  at: (row) => {
    const ms = toEpochMs(row.at);
    if (ms === null) throw new UnexpectedServiceAnswer(`transition ${row.seq}: no time`);
    return ms;
  },
};
