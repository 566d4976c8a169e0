import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestCheckpoint } from '../../rest-types';

// Null only while the log is empty: there is nothing to seal and no earlier checkpoint to answer.
export const createCheckpoint: NonNullable<MutationResolvers['createCheckpoint']> = async (_parent, _args, { rest }) =>
  (await rest.post<RestCheckpoint | null>('/ops/v1/checkpoints')) ?? null;
