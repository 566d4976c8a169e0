import type { OpsRechargeOrderResolvers } from '../generated/resolvers-types';

/** The services answer flat rows (the order plus its member); the schema nests the order. */
export const OpsRechargeOrder: OpsRechargeOrderResolvers = {
  order: ({ userId: _userId, memberPhone: _memberPhone, memberEmail: _memberEmail, realName: _realName, duplicateOf: _duplicateOf, ...order }) => order,
  memberPhone: (row) => row.memberPhone ?? null,
  memberEmail: (row) => row.memberEmail ?? null,
  realName: (row) => row.realName ?? null,
  duplicateOf: (row) => row.duplicateOf ?? [],
};
