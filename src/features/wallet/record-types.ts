import type { FlowEntriesQuery, RechargeOrdersQuery, WithdrawalsQuery } from '@/gql/graphql';

export type FlowEntryRow = FlowEntriesQuery['flowEntries']['records'][number];
export type RechargeOrderRow = RechargeOrdersQuery['rechargeOrders']['records'][number];
export type WithdrawalRow = WithdrawalsQuery['withdrawals']['records'][number];

/** A receiving or paying card as the records show it: bank and last four digits. */
export function cardText(row: { cardBankName: string; cardLast4: string }): string {
  return `${row.cardBankName} **** ${row.cardLast4}`;
}

/** A recharge order the member can still continue in the recharge steps (transfer or voucher pending). */
export function canContinueRecharge(row: Pick<RechargeOrderRow, 'state'>): boolean {
  return row.state === 'awaitingTransfer' || row.state === 'awaitingProof';
}
