import type { BankCardTransition, QueryResolvers } from '../../generated/resolvers-types';
import { toOpsCard, type RestOpsCard } from './opsBankCards';

export const opsBankCard: NonNullable<QueryResolvers['opsBankCard']> = async (_parent, { id }, { rest }) => {
  const detail = await rest.get<{ card: RestOpsCard; history: BankCardTransition[] }>(`/ops/v1/bank-card/${id}`);
  return { card: toOpsCard(detail.card), history: detail.history };
};
