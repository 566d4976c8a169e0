import type { FlowEntriesQuery, RechargeOrderFieldsFragment, WithdrawalFieldsFragment } from '@/gql/graphql';

export type FlowEntryRow = FlowEntriesQuery['flowEntries']['records'][number];
/** The orders as src/entities writes them (the same shape on the records, the flow line's drawer and operations' pages). */
export type RechargeOrderRow = RechargeOrderFieldsFragment;
export type WithdrawalRow = WithdrawalFieldsFragment;

/** A receiving or paying card as the records show it: bank and last four digits. */
export function cardText(row: { cardBankName: string; cardLast4: string }): string {
  return `${row.cardBankName} **** ${row.cardLast4}`;
}
