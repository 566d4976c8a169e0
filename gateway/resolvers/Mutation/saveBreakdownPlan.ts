import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestBreakdownPlan } from '../../rest-types';

// The body names the invitation `id` (the services' contract); the sub-topics go as typed, the services check them.
export const saveBreakdownPlan: NonNullable<MutationResolvers['saveBreakdownPlan']> = (_parent, { invitationId, subTopics }, { rest }) =>
  rest.post<RestBreakdownPlan>('/requ/v1/analysis/plan/save', { id: invitationId, subTopics: subTopics.map((t) => ({ ...t, categoryId: t.categoryId ?? null })) });
