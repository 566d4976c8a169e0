import type { ReconciliationResolvers } from '../generated/resolvers-types';

/** REST nests the pending-withdrawals and coin-backing checks; the schema is flat. */
export const Reconciliation: ReconciliationResolvers = {
  pendingWithdrawalsLedgerFen: (report) => report.pendingWithdrawals.ledgerFen,
  openWithdrawalsFen: (report) => report.pendingWithdrawals.openWithdrawalsFen,
  coinReserveFen: (report) => report.coinBacking.reserveFen,
  coinsInCirculationFen: (report) => report.coinBacking.coinsInCirculationFen,
};
