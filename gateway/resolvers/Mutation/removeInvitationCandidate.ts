import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestCandidateOverrideResult } from '../../rest-types';

export const removeInvitationCandidate: NonNullable<MutationResolvers['removeInvitationCandidate']> = (_parent, { requirementId, cate, userId }, { rest }) =>
  rest.post<RestCandidateOverrideResult>(`/ops/v1/requirements/${requirementId}/candidates/remove`, { cate, userId });
