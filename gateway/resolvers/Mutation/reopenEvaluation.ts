import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRequirement } from '../../rest-types';

export const reopenEvaluation: NonNullable<MutationResolvers['reopenEvaluation']> = (_parent, { id }, { rest }) => rest.post<RestRequirement>('/requ/v1/owner/evaluation/reopen', { id });
