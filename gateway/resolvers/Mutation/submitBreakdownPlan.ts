import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestBreakdownPlan } from '../../rest-types';

export const submitBreakdownPlan: NonNullable<MutationResolvers['submitBreakdownPlan']> = (_parent, { invitationId, subTopics }, { rest }) =>
  rest.post<RestBreakdownPlan>('/requ/v1/analysis/plan/submit', { id: invitationId, subTopics: subTopics.map((t) => ({ ...t, categoryId: t.categoryId ?? null })) });
