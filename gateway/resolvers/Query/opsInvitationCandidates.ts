import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestInvitationCandidate } from '../../rest-types';

export const opsInvitationCandidates: NonNullable<QueryResolvers['opsInvitationCandidates']> = (_parent, { requirementId, cate }, { rest }) =>
  rest.get<RestInvitationCandidate[]>(`/ops/v1/requirements/${requirementId}/candidates`, { cate });
