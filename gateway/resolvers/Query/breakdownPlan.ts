import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestBreakdownPlan } from '../../rest-types';

export const breakdownPlan: NonNullable<QueryResolvers['breakdownPlan']> = (_parent, { invitationId }, { rest }) =>
  rest.get<RestBreakdownPlan>(`/requ/v1/analysis/plan/${invitationId}`);
