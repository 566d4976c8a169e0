import type { FlowEntryDetailResolvers } from '../generated/resolvers-types';
import type { RestRechargeOrder, RestWithdrawal } from '../rest-types';

/** REST `{ entry, order }`: the order is a recharge order or a withdrawal, as the entry's referenceType says. */
export const FlowEntryDetail: FlowEntryDetailResolvers = {
  rechargeOrder: ({ entry, order }) => (entry.referenceType === 'recharge_order' && order ? (order as RestRechargeOrder) : null),
  withdrawal: ({ entry, order }) => (entry.referenceType === 'withdrawal' && order ? (order as RestWithdrawal) : null),
};
