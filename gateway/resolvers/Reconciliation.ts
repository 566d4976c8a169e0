import type { ReconciliationResolvers } from '../generated/resolvers-types';

/** REST nests the pending-withdrawals check (`pendingWithdrawals: { ledgerFen, openWithdrawalsFen }`); the schema is flat. */
export const Reconciliation: ReconciliationResolvers = {
  pendingWithdrawalsLedgerFen: (report) => report.pendingWithdrawals.ledgerFen,
  openWithdrawalsFen: (report) => report.pendingWithdrawals.openWithdrawalsFen,
};
