import type { BankCardResolvers } from '../generated/resolvers-types';
import { loadWorkflow } from '../context';

export const BankCard: BankCardResolvers = {
  workflow: (card, _args, { loaders }) => loadWorkflow(loaders, 'bank_card', card.id),
};
