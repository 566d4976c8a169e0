import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestCandidateOverrideResult } from '../../rest-types';

export const addInvitationCandidate: NonNullable<MutationResolvers['addInvitationCandidate']> = (_parent, { requirementId, cate, userId }, { rest }) =>
  rest.post<RestCandidateOverrideResult>(`/ops/v1/requirements/${requirementId}/candidates/add`, { cate, userId });
