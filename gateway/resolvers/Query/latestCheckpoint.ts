import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestCheckpoint } from '../../rest-types';

export const latestCheckpoint: NonNullable<QueryResolvers['latestCheckpoint']> = async (_parent, _args, { rest }) =>
  (await rest.get<RestCheckpoint | null>('/public/v1/checkpoints/latest')) ?? null;
