import type { QueryResolvers, WithdrawQuote } from '../../generated/resolvers-types';

export const withdrawQuote: NonNullable<QueryResolvers['withdrawQuote']> = (_parent, { amountFen }, { rest }) =>
  rest.get<WithdrawQuote>('/wallet/v1/withdraw/quote', { amountFen });
