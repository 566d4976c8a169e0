import type { ChainCheckpointResolvers } from '../generated/resolvers-types';
import { UnexpectedServiceAnswer } from '../rest-client';
import { toEpochMs } from './User';

export const ChainCheckpoint: ChainCheckpointResolvers = {
  id: (checkpoint) => Number(checkpoint.id),
  at: (checkpoint) => {
    const ms = toEpochMs(checkpoint.at);
    if (ms === null) throw new UnexpectedServiceAnswer(`checkpoint ${checkpoint.id}: no time`);
    return new Date(ms).toISOString();
  },
  prevRootHash: (checkpoint) => checkpoint.prevRootHash ?? null,
  // A BIGINT id may come as text: Float holds it exactly up to 2^53.
  lastTransitionId: (checkpoint) => Number(checkpoint.lastTransitionId),
  transitions: (checkpoint) => checkpoint.transitions ?? null,
};
