import type { OpsWithdrawalResolvers } from '../generated/resolvers-types';

/** The services answer flat rows (the withdrawal plus its member and payee); the schema nests the withdrawal. */
export const OpsWithdrawal: OpsWithdrawalResolvers = {
  withdrawal: ({
    userId: _userId,
    memberPhone: _memberPhone,
    memberEmail: _memberEmail,
    cardholderName: _cardholderName,
    cardNumber: _cardNumber,
    startedBy: _startedBy,
    paidBy: _paidBy,
    fourEyesFen: _fourEyesFen,
    ...withdrawal
  }) => withdrawal,
  memberPhone: (row) => row.memberPhone ?? null,
  memberEmail: (row) => row.memberEmail ?? null,
  // Only the detail names who started and who paid; a page row leaves them out.
  startedBy: (row) => row.startedBy ?? null,
  paidBy: (row) => row.paidBy ?? null,
};
