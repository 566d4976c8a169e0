import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestInvitation } from '../../rest-types';

export const submitMarketEvaluation: NonNullable<MutationResolvers['submitMarketEvaluation']> = (_parent, { id, marketSize }, { rest }) =>
  rest.post<RestInvitation>('/requ/v1/market/evaluate/submit', { id, marketSize });
