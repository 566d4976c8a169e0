import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestWithdrawal } from '../../rest-types';

export const startWithdrawalPayout: NonNullable<MutationResolvers['startWithdrawalPayout']> = (_parent, { id }, { rest }) =>
  rest.post<RestWithdrawal>(`/ops/v1/withdraw/${id}/start`);
